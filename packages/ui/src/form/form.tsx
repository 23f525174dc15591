import { type ReactNode, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Form as FinalForm, type FormProps as FinalFormProps, type FormRenderProps } from 'react-final-form';
import { focusControlToFix } from './field-to-fix';
import { createFormAfterRefusal, type RefusedSubmission } from './form-after-refusal';
import { withValuesTypedBeforeTakeover } from './values-typed-before-takeover';

export interface FormProps<Values> extends Omit<FinalFormProps<Values>, 'render' | 'children' | 'component'> {
  /** The `<form>` and its fields; give it `handleSubmit` as its `onSubmit`. */
  render: (props: FormRenderProps<Values>) => ReactNode;
  /** The submission the server refused, which the page arrived with: the form opens as the server
   * answered it (see `createFormAfterRefusal`). */
  refused?: RefusedSubmission<Values> | undefined;
}

/**
 * react-final-form's `<Form>`, the one every form of the site renders. Its `handleSubmit` checks
 * the fields at any moment the form can be submitted, however early, and a submit the checks refuse
 * moves the focus to the first field to fix, where its message is read out.
 *
 * react-final-form registers its fields, and resumes the validation it pauses until they are, in
 * effects. A page is hydrated in a transition: React's scheduler yields to the browser after each
 * such commit, so its effects run in a later task, and the browser serves a key or a tap that came
 * in meanwhile before that task. A key landing there would be undone: React puts the field back to
 * the value it rendered, and react-final-form, registering the field afterwards, sets it to its
 * starting value again. A submit landing there would check no field: an empty form would be
 * submitted unchecked, with none of its messages. So as soon as the task that committed this form
 * is done (in a microtask, which runs before the browser serves any input), React is made to run
 * the pending effects (React runs a commit's pending effects before it renders again, and a sync
 * render here makes it render now); a submit that comes even sooner, from code in that same task,
 * does so first.
 */
export function Form<Values extends object>({ render, refused, ...config }: FormProps<Values>) {
  // Made once, at the first render, as the server rendered it, with what the visitor typed before
  // the scripts took the page over (`initialValues`, see useInitialFormValues) in its fields.
  const [formAfterRefusal] = useState(() =>
    refused
      ? withValuesTypedBeforeTakeover(createFormAfterRefusal({ ...config, initialValues: refused.values }, refused), config.initialValues)
      : undefined,
  );
  const effectsRan = useRef(false);
  // Runs after the effects of every component inside, the fields' registrations included.
  useEffect(() => {
    effectsRan.current = true;
  }, []);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const runPendingEffects = () => {
    if (!effectsRan.current) flushSync(renderAgain);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the commit that mounted the form
  useLayoutEffect(() => {
    queueMicrotask(runPendingEffects);
  }, []);

  return (
    <FinalForm<Values>
      {...config}
      {...(formAfterRefusal ? { form: formAfterRefusal } : {})}
      render={(props) =>
        render({
          ...props,
          handleSubmit: (event) => {
            runPendingEffects();
            const submitted = props.handleSubmit(event);
            const { hasValidationErrors, errors } = props.form.getState();
            // react-final-form types the event as any object with preventDefault; a form's is a React event.
            const formElement = (event as { currentTarget?: unknown } | undefined)?.currentTarget;
            if (hasValidationErrors && formElement instanceof HTMLFormElement) focusControlToFix(formElement, errors);
            return submitted;
          },
        })
      }
    />
  );
}
