import { useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * Whether the page is scrolled more than `offsetPx` down. The server renders the top of the page,
 * so the server render and the hydrating render say no; a page the browser restored further down
 * updates right after hydration. Only a crossing of the offset renders again.
 */
export function useScrolledPast(offsetPx: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > offsetPx,
    () => false,
  );
}
