import { formatDecimal } from '@gentlebowl/contracts';

/** A text field's check: its message, or undefined when the value is fine. */
export type TextCheck = (value: string | undefined) => string | undefined;

/**
 * A required text field's checks in the service's order (contracts' `requiredText`): present, not
 * longer than the service stores, free of the NUL character no database text can hold. Lengths are
 * counted after trimming, as the service does, so a form lets through what the service accepts.
 */
export function requiredTextCheck(requiredMessage: string, maxLength: number, label: string): TextCheck {
  return (value) => {
    const text = (value ?? '').trim();
    if (text === '') return requiredMessage;
    if (text.length > maxLength) return `${label} must be at most ${formatDecimal(maxLength)} characters`;
    if (text.includes('\u0000')) return `${label} contains a character that is not allowed`;
    return undefined;
  };
}
