import { readTimeLabel } from './post-labels';

describe('readTimeLabel', () => {
  it('words the reading time in minutes', () => {
    expect(readTimeLabel(7)).toBe('7 min read');
  });
});
