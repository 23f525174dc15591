import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RetryWait } from './refusal';
import { useRemainingWait } from './use-remaining-wait';

const START = Date.UTC(2026, 4, 12, 9, 0, 0);
const MINUTE = 60_000;

beforeEach(() => jest.useFakeTimers({ now: START }));
afterEach(() => jest.useRealTimers());

function Remaining({ wait }: { wait: RetryWait }) {
  return <output>{useRemainingWait(wait)}</output>;
}

describe('useRemainingWait', () => {
  it('renders the wait as the response gave it before the clock is read, as the server does', () => {
    // Refused 3 minutes before this render: the server's HTML and the first browser render agree.
    const wait = { seconds: 10 * 60, until: START + 7 * MINUTE };
    expect(renderToString(<Remaining wait={wait} />)).toContain(String(10 * MINUTE));
  });

  it('counts down from the end of the wait once mounted, and stops at 0 when it is over', () => {
    const wait = { seconds: 10 * 60, until: START + 7 * MINUTE };
    const { result } = renderHook(() => useRemainingWait(wait));
    expect(result.current).toBe(7 * MINUTE);

    act(() => jest.advanceTimersByTime(2 * MINUTE));
    expect(result.current).toBe(5 * MINUTE);

    act(() => jest.advanceTimersByTime(5 * MINUTE));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is over at once for a wait that ended while the page was on its way', () => {
    const { result } = renderHook(() => useRemainingWait({ seconds: 30, until: START - MINUTE }));
    expect(result.current).toBe(0);
  });

  it('has nothing to count without a wait', () => {
    const { result } = renderHook(() => useRemainingWait(undefined));
    expect(result.current).toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
  });
});
