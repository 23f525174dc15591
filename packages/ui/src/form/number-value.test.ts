import { formatNumberInput, parseNumberInput } from './number-value';

describe('parseNumberInput', () => {
  it('turns typed text into a number', () => {
    expect(parseNumberInput('42')).toBe(42);
    expect(parseNumberInput('0.25')).toBe(0.25);
    expect(parseNumberInput('0')).toBe(0);
  });

  it('turns an empty input into undefined so "required" can catch it', () => {
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('  ')).toBeUndefined();
    expect(parseNumberInput(undefined)).toBeUndefined();
  });

  it('never lets NaN into the form values', () => {
    expect(parseNumberInput('abc')).toBeUndefined();
    expect(parseNumberInput(Number.NaN)).toBeUndefined();
  });
});

describe('formatNumberInput', () => {
  it('shows numbers as they are and nothing for missing values', () => {
    expect(formatNumberInput(1.5)).toBe(1.5);
    expect(formatNumberInput(0)).toBe(0);
    expect(formatNumberInput(undefined)).toBe('');
    expect(formatNumberInput(null)).toBe('');
  });
});
