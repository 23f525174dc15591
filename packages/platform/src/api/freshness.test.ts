import { FRESH_FOR_60_SECONDS, refetchWhenOlderThan } from './freshness';

describe('refetchWhenOlderThan', () => {
  const freshFor60 = refetchWhenOlderThan(FRESH_FOR_60_SECONDS);

  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('keeps an answer younger than 60 seconds', () => {
    expect(freshFor60({ endpointState: { fulfilledTimeStamp: 1_000_000 - 59_999 } })).toBe(false);
  });

  it('refetches an answer 60 seconds old or older', () => {
    expect(freshFor60({ endpointState: { fulfilledTimeStamp: 1_000_000 - 60_000 } })).toBe(true);
  });

  it('leaves a query that never loaded to the normal first fetch', () => {
    expect(freshFor60({})).toBe(false);
    expect(freshFor60({ endpointState: {} })).toBe(false);
  });
});
