import { useLayoutEffect, useState } from 'react';
import { useHydrated } from '../hydration/use-hydrated';

/**
 * What a visitor has entered in a server-rendered form, as the form would submit it (its name and
 * value pairs), or null on the server and when the page holds no form of that name.
 *
 * A server-rendered page shows its forms before its scripts arrive, and a visitor types, picks and
 * ticks in them at once. When the scripts take over, React renders each form from its own state:
 * read at that first render, what the visitor entered becomes the form's starting state instead of
 * being wiped. After that first render the form is React's own, so the read happens only then.
 */
export function typedFormValues(formName: string): URLSearchParams | null {
  if (typeof document === 'undefined') return null;
  const form = document.forms.namedItem(formName);
  if (!form) return null;
  const values = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values.append(name, value);
  }
  return values;
}

/**
 * A form's starting values: on the server, for a form the visitor has not reached yet and for one
 * that appears after the scripts took the page over (another list's filters after a navigation, the
 * form it replaces still in the document then), the fallback; at the render that takes over a
 * server-rendered form (`<form name={formName}>`), what the visitor already entered there, read by `fromEntries` (the same parser that reads the form's
 * answers from a submitted query string, so the two never disagree). Read once more when that render
 * is committed: hydration renders in slices, and what the visitor typed between the first read and
 * the commit would otherwise stay in the field only until its next render, which writes the form's
 * state (still without it) back into it. Stable after that; a form that starts over after a send
 * restarts with its own empty values, not these.
 */
export function useInitialFormValues<Values>(
  formName: string,
  fallback: Values,
  fromEntries: (entries: URLSearchParams, fallback: Values) => Values,
): Values {
  const read = () => {
    const typed = typedFormValues(formName);
    return typed ? fromEntries(typed, fallback) : fallback;
  };
  // Whether this first render takes over the server's form: one React renders itself (a page the
  // browser renders, a form that appears later) holds nothing typed, and new starting values at its
  // commit would reset it a task later (react-final-form applies them in an effect), wiping what was
  // typed in between.
  const hydrating = !useHydrated();
  const [takesOverServerForm] = useState(() => hydrating && typedFormValues(formName) !== null);
  const [initialValues, setInitialValues] = useState(() => (takesOverServerForm ? read() : fallback));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the commit of the first render
  useLayoutEffect(() => {
    if (!takesOverServerForm) return;
    const atCommit = read();
    if (JSON.stringify(atCommit) !== JSON.stringify(initialValues)) setInitialValues(atCommit);
  }, []);
  return initialValues;
}
