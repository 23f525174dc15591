import { parseCompareIds } from './compare-query';

// The compare list in a page's address. A compare toggle is a form that asks for the page it is on,
// with the list as the toggle leaves it (`?compare=1,7`), so a tap works before the page's scripts
// have taken over and without them: the server sends the page back showing that list. The browser
// shows it too until it has read the list it kept, then keeps both and takes the parameter out of
// the address again (use-compare-list.ts).

/** The query parameter; the pages with compare toggles declare it in the route catalogue. */
export const COMPARE_LIST_PARAM = 'compare';

export interface CompareListInAddress {
  ids: number[];
  /** A food past the limit: the one the visitor asked to add to a full list. */
  refusedId: number | null;
}

/** The list an address carries, or null when it carries none (an empty list is a list). */
export function compareListInAddress(search: URLSearchParams): CompareListInAddress | null {
  if (!search.has(COMPARE_LIST_PARAM)) return null;
  const { ids, droppedIds } = parseCompareIds(search.getAll(COMPARE_LIST_PARAM));
  return { ids, refusedId: droppedIds[0] ?? null };
}

/** The page's own query without the list. */
export function withoutCompareList(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  query.delete(COMPARE_LIST_PARAM);
  return query;
}

/** What a toggle's form sends: every parameter of the page's address, then the list after the toggle. */
export function compareToggleFields(search: string, listAfterToggle: readonly number[]): [string, string][] {
  return [...withoutCompareList(search), [COMPARE_LIST_PARAM, listAfterToggle.join(',')]];
}
