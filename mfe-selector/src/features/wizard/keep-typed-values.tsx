import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

/**
 * Reports a step form's values whenever they change, so what the owner types is kept (and survives
 * a reload) before the step is submitted. Render it inside the step's form.
 */
export function KeepTypedValues<Values>({ onChange }: { onChange: (values: Values) => void }) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current(values);
  }, [values]);
  return null;
}
