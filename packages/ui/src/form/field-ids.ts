import { useId } from 'react';

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

/** Unique ids for a field's parts, so two forms on one page never collide. */
export function useFieldIds(): FieldIds {
  const base = useId();
  return { control: `${base}control`, label: `${base}label`, hint: `${base}hint`, error: `${base}error` };
}
