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

const SentErrorsContext = createContext<Readonly<Record<string, string | undefined>> | null>(null);

/**
 * The fields inside belong to a form the server renders from answers submitted without scripts,
 * with `errors` its validators found in them: each field shows its error at once, as the browser's
 * own submit attempt would have (the fields' validation has not run on the server), and keeps
 * showing it once the scripts take over, until it is put right. `errors` null: not sent.
 */
export function ShowFieldErrors({
  errors,
  children,
}: {
  errors: Readonly<Record<string, string | undefined>> | null;
  children: ReactNode;
}) {
  return <SentErrorsContext.Provider value={errors}>{children}</SentErrorsContext.Provider>;
}

/** `visibleError` for the field `name` in the form that renders it. */
export function useVisibleError(name: string, meta: FieldMetaState<unknown>): string | undefined {
  const sentErrors = useContext(SentErrorsContext);
  if (sentErrors === null) return visibleError(meta);
  return meta.modified ? visibleError(meta, true) : sentErrors[name];
}

/** Joins the ids of the hint and error that exist into an aria-describedby value. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
