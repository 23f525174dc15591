import { useEffect, useState } from 'react';
import type { RetryWait } from './refusal';

/** How often the time left is read again: often enough for words counted in minutes. */
const TICK_MS = 15_000;

/**
 * The milliseconds left of a refusal's wait, for a page that shows it while it runs (undefined
 * when there is no wait). The first render, on the shell's server and in the browser's hydration
 * of its HTML alike, counts the wait as the response gave it, so both show the same words; from
 * then on the browser's clock counts down to the wait's end, which reaches 0 when it is over,
 * however long ago the server was refused.
 */
export function useRemainingWait(wait: RetryWait | undefined): number | undefined {
  const [now, setNow] = useState<number | undefined>(undefined);
  const until = wait?.until;

  useEffect(() => {
    if (until === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (until > current) timer = setTimeout(tick, Math.min(until - current, TICK_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);

  if (!wait) return undefined;
  return now === undefined ? wait.seconds * 1000 : Math.max(0, wait.until - now);
}
