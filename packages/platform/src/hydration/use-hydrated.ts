import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page renders on the server and while the browser takes the server's HTML over;
 * true after that (and at once in a page the browser renders itself). The browser's first render
 * must be the server's HTML: where it would differ, React throws the server's elements away and
 * renders them anew, and a visitor typing in a field there loses it and the keys that follow. So
 * what only the browser knows (the history entry's state) waits for this, and so does output that
 * follows a server-rendered form's values (an answer worked out as the owner types, the choices a
 * select offers): it shows what the server rendered with until then, because the form starts from
 * what the visitor already entered (`useInitialFormValues`), which the server never saw.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
