import { useEffect, useRef } from 'react';

/**
 * Calls `onTimeout` once `durationMs` of un-paused time has passed. Pausing keeps the remaining time,
 * so a toast read while hovered does not vanish the moment the pointer leaves.
 */
export function usePausableTimeout(onTimeout: () => void, durationMs: number, paused: boolean): void {
  const remainingMs = useRef(durationMs);
  const latestOnTimeout = useRef(onTimeout);

  useEffect(() => {
    latestOnTimeout.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnTimeout.current(), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [paused]);
}
