import { formatPublishDate, readTimeLabel } from './post-labels';

describe('readTimeLabel', () => {
  it('words the reading time in minutes', () => {
    expect(readTimeLabel(7)).toBe('7 min read');
  });
});

describe('formatPublishDate', () => {
  it('writes an ISO date as month, day and year', () => {
    expect(formatPublishDate('2024-10-08')).toBe('October 8, 2024');
  });

  it('shows an unreadable value as given', () => {
    expect(formatPublishDate('soon')).toBe('soon');
  });
});
