import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page renders on the server and while the browser takes the server's HTML over;
 * true after that. What only the browser knows (the history entry's state) waits for it, so the
 * browser's first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
