export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; address: string };

/** Splits a legal text into plain text (with {brand} filled in) and the {email} address, which the
 * page shows as a mailto link. */
export function fillLegalTokens(text: string, values: { brand: string; email: string }): TextPart[] {
  return text
    .split(/(\{email\})/)
    .filter((part) => part.length > 0)
    .map((part) =>
      part === '{email}'
        ? { kind: 'email', address: values.email }
        : { kind: 'text', text: part.replaceAll('{brand}', values.brand) },
    );
}

/** The same text as plain words (a meta description cannot hold a link). */
export function fillLegalText(text: string, values: { brand: string; email: string }): string {
  return fillLegalTokens(text, values)
    .map((part) => (part.kind === 'email' ? part.address : part.text))
    .join('');
}
