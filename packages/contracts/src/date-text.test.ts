import { formatLongDate, isoDateOf } from './date-text.js';

describe('formatLongDate', () => {
  it('writes an ISO date as month, day and year', () => {
    expect(formatLongDate('2024-10-08')).toBe('October 8, 2024');
    expect(formatLongDate('2027-01-31')).toBe('January 31, 2027');
  });

  it('shows an unreadable value as given', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('isoDateOf', () => {
  it('is the UTC calendar day', () => {
    expect(isoDateOf(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
    expect(isoDateOf(new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
  });
});
