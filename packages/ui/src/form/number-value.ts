/** Form value of a number input: a finite number, or undefined when the input is empty. */
export function parseNumberInput(raw: unknown): number | undefined {
  if (typeof raw === 'number') {
    return Number.isFinite(raw) ? raw : undefined;
  }
  if (typeof raw !== 'string' || raw.trim() === '') {
    return undefined;
  }
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * What the input shows for a form value. A number is handed to React as a number (not a string) so
 * React leaves half-typed text such as "2." alone instead of rewriting it to "2".
 */
export function formatNumberInput(value: unknown): number | '' {
  return typeof value === 'number' && Number.isFinite(value) ? value : '';
}
