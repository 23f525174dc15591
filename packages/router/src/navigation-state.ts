/**
 * What a navigation asks of the shell, carried in its history state.
 *
 * Every navigation that adds a history entry takes the visitor to the top of a new page: the shell
 * scrolls there at once, moves the focus to the page and announces it. A page that changes itself
 * through its address instead (a filter applied, a wizard step, results shown below their form)
 * marks the navigation `inPageNavigation()`, and the shell leaves the scroll position and the focus
 * to the page. Navigations that replace the entry (an address tidied, a list refined in place)
 * never reset them. A link may ask for the way to the top to be seen, `smoothlyToTop()` (the site
 * map's links, spec "Site Map"); visitors who ask for reduced motion still go there at once.
 */
const IN_PAGE_KEY = 'inPage';
const SMOOTHLY_KEY = 'smoothlyToTop';

type Marked<State, Key extends string> = State & { [K in Key]: true };

function marked(state: unknown, key: string): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[key] === true;
}

/** The state to navigate with, keeping whatever state the page carries in the history entry. */
export function inPageNavigation<State extends object>(state?: State): Marked<State, typeof IN_PAGE_KEY> {
  return { ...(state as State), [IN_PAGE_KEY]: true } as Marked<State, typeof IN_PAGE_KEY>;
}

export function isInPageNavigation(state: unknown): boolean {
  return marked(state, IN_PAGE_KEY);
}

/** The state for a link whose page scrolls smoothly to its top. */
export function smoothlyToTop<State extends object>(state?: State): Marked<State, typeof SMOOTHLY_KEY> {
  return { ...(state as State), [SMOOTHLY_KEY]: true } as Marked<State, typeof SMOOTHLY_KEY>;
}

export function goesSmoothlyToTop(state: unknown): boolean {
  return marked(state, SMOOTHLY_KEY);
}
