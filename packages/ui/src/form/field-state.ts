import type { FieldMetaState } from 'react-final-form';

/**
 * The error a field shows: only after the user has left the field or tried to submit, and only
 * the validator's own text, so the spec's messages reach the page unchanged.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!(meta.touched || meta.submitFailed)) {
    return undefined;
  }
  return typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
}

/** Joins the ids of the hint and error that exist into an aria-describedby value. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
