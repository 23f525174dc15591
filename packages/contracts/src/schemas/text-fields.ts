// The contracts' schemas are written with zod/mini, whose functions a bundle keeps only when it
// uses them: the browser checks a results address with the request schema, and the classic API
// (methods on every schema) would ship the whole of zod with it (21 kB compressed, against 6.5).
import * as z from 'zod/mini';
import { textLimits } from '../messages.js';

/** PostgreSQL text cannot hold NUL, and no person types one: refuse it instead of failing to store it. */
function withoutNul(label: string) {
  return z.refine<string>((value) => !value.includes('\u0000'), `${label} contains a character that is not allowed`);
}

/** A trimmed string: `requiredMessage` when missing, empty or not text. */
export function requiredText(requiredMessage: string, maxLength: number, label: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
      withoutNul(label),
    );
}

/** A trimmed string that may be empty, at most `maxLength` long. */
export function optionalText(typeMessage: string, maxLength: number, label: string) {
  return z.optional(
    z
      .string({ error: typeMessage })
      .check(z.trim(), z.maxLength(maxLength, `${label} must be at most ${maxLength} characters`), withoutNul(label)),
  );
}

/** An email address, trimmed and lower-cased before it is checked, so one inbox is one subscriber. */
export function emailAddress(message: string) {
  return z.pipe(
    z
      .string({ error: message })
      // No address is longer than the limit (RFC 5321), so a longer one is not a valid address either.
      .check(z.trim(), z.toLowerCase(), z.maxLength(textLimits.email, message)),
    z.email({ error: message }),
  );
}

/**
 * A list of vocabulary values: each must be known, duplicates are dropped, and the list cannot be
 * longer than the vocabulary (which also bounds the work a request can cause). A list that must hold
 * something (`emptyMessage`) gets that message when it is left out, as when it is empty.
 */
export function vocabularyList<const Values extends readonly [string, ...string[]]>(
  values: Values,
  listLabel: string,
  emptyMessage?: string,
) {
  const list = z
    .array(z.enum(values, { error: `Unknown ${listLabel} value` }), {
      error: (issue) =>
        issue.input === undefined && emptyMessage !== undefined
          ? emptyMessage
          : `${listLabel[0]?.toUpperCase()}${listLabel.slice(1)} must be a list`,
    })
    .check(
      z.maxLength(values.length, `At most ${values.length} ${listLabel} values are allowed`),
      ...(emptyMessage === undefined ? [] : [z.minLength(1, emptyMessage)]),
    );
  return z.pipe(
    list,
    z.transform((items) => [...new Set(items)]),
  );
}
