import { createContext, type ReactNode, useContext } from 'react';
import type { FieldMetaState } from 'react-final-form';

/**
 * The error a field shows: only after the user has left the field or tried to submit (or when the
 * form was sent already, see `ShowFieldErrors`), and only the validator's own text, so the spec's
 * messages reach the page unchanged.
 */
export function visibleError(meta: FieldMetaState<unknown>, sent = false): string | undefined {
  if (!(meta.touched || meta.submitFailed || sent)) {
    return undefined;
  }
  return typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
}

const FormSentContext = createContext(false);

/**
 * Marks the fields inside as already sent: a form the server renders from answers submitted without
 * scripts shows its errors at once, as the browser's own submit attempt would have, and keeps showing
 * them after the scripts take over until each is put right.
 */
export function ShowFieldErrors({ when, children }: { when: boolean; children: ReactNode }) {
  return <FormSentContext.Provider value={when}>{children}</FormSentContext.Provider>;
}

/** `visibleError` for a field inside the form that renders it. */
export function useVisibleError(meta: FieldMetaState<unknown>): string | undefined {
  return visibleError(meta, useContext(FormSentContext));
}

/** Joins the ids of the hint and error that exist into an aria-describedby value. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
