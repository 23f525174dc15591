import { z } from 'zod';
import { textLimits } from '../messages.js';

/** PostgreSQL text cannot hold NUL, and no person types one: refuse it instead of failing to store it. */
export function withoutNul<Schema extends z.ZodString>(schema: Schema, label: string) {
  return schema.refine((value) => !value.includes('\u0000'), `${label} contains a character that is not allowed`);
}

/** A trimmed string: `requiredMessage` when missing, empty or not text. */
export function requiredText(requiredMessage: string, maxLength: number, label: string) {
  return withoutNul(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(maxLength, `${label} must be at most ${maxLength} characters`),
    label,
  );
}

/** An email address, trimmed and lower-cased before it is checked, so one inbox is one subscriber. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(textLimits.email, `Email must be at most ${textLimits.email} characters`)
    .pipe(z.email({ error: message }));
}

/**
 * A list of vocabulary values: each must be known, duplicates are dropped, and the list cannot be
 * longer than the vocabulary (which also bounds the work a request can cause).
 */
export function vocabularyList<const Values extends readonly [string, ...string[]]>(
  values: Values,
  listLabel: string,
  emptyMessage?: string,
) {
  const list = z
    .array(z.enum(values, { error: `Unknown ${listLabel} value` }), {
      error: `${listLabel[0]?.toUpperCase()}${listLabel.slice(1)} must be a list`,
    })
    .max(values.length, `At most ${values.length} ${listLabel} values are allowed`);
  const checked = emptyMessage === undefined ? list : list.min(1, emptyMessage);
  return checked.transform((items) => [...new Set(items)]);
}
