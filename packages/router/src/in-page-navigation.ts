/**
 * Every navigation that adds a history entry takes the visitor to the top of a new page: the shell
 * scrolls there, moves the focus to the page and announces it. A page that changes itself through
 * its address instead (a filter applied, a wizard step, results shown below their form) marks the
 * navigation with this state, and the shell leaves the scroll position and the focus to the page.
 * Navigations that replace the entry (an address tidied, a list refined in place) never reset them.
 */
const IN_PAGE_KEY = 'inPage';

/** The state to navigate with, keeping whatever state the page carries in the history entry. */
export function inPageNavigation<State extends object>(state?: State): State & { [IN_PAGE_KEY]: true } {
  return { ...(state as State), [IN_PAGE_KEY]: true };
}

export function isInPageNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[IN_PAGE_KEY] === true;
}
