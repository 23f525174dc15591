import { tooManyRequestsMessage, waitText } from './wait-text.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('waitText', () => {
  it.each([
    [0, 'a minute'],
    [5 * SECOND, 'a minute'],
    [60 * SECOND, 'a minute'],
    [61 * SECOND, 'about 2 minutes'],
    [6 * MINUTE + 1 * SECOND, 'about 7 minutes'],
    [59 * MINUTE, 'about 59 minutes'],
    [59 * MINUTE + 1 * SECOND, 'about an hour'],
    [3576 * SECOND, 'about an hour'],
    [90 * MINUTE, 'about 2 hours'],
    [24 * HOUR, 'about 24 hours'],
  ])('words a wait of %i ms as "%s"', (waitMs, text) => {
    expect(waitText(waitMs)).toBe(text);
  });
});

describe('tooManyRequestsMessage', () => {
  it('says the wait of a Retry-After in words a person reads', () => {
    expect(tooManyRequestsMessage(3576)).toBe('Too many requests. Please wait about an hour and try again.');
    expect(tooManyRequestsMessage(420)).toBe('Too many requests. Please wait about 7 minutes and try again.');
    expect(tooManyRequestsMessage(12)).toBe('Too many requests. Please wait a minute and try again.');
  });
});
