import { formatMinutes, isoDuration } from './recipe-time';

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [10, 'PT10M'],
    [60, 'PT1H'],
    [65, 'PT1H5M'],
    [150, 'PT2H30M'],
  ])('%i minutes is %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it.each([
    [25, '25 min'],
    [60, '1 hr'],
    [65, '1 hr 5 min'],
    [120, '2 hr'],
  ])('%i minutes reads "%s"', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
