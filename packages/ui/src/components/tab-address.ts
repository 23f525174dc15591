/**
 * Tabs whose selection is part of the page's address (`?tab=<id>`), so that every tab is a link the
 * server can answer with that tab open: they work before the page's scripts arrive and without them.
 */
export const TAB_PARAM = 'tab';

/** The tab the address names, or the fallback when it names none of `ids`. */
export function tabInAddress<Id extends string>(search: string, ids: readonly Id[], fallback: Id): Id {
  const named = new URLSearchParams(search).get(TAB_PARAM);
  return ids.find((id) => id === named) ?? fallback;
}

/** The address of a tab: the page's own query with the tab set in it (the hash is left behind, as
 * it names a place in the tab that was open). */
export function tabAddress(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(TAB_PARAM, id);
  return `?${params}`;
}

/**
 * What uncontrolled `Tabs` take to keep their selection in the address: the tab it names (else
 * `fallback`) and each tab's address, ending in `#hash` when the tabs sit lower on a page and a
 * visitor should land on them.
 */
export function tabsInAddress<Id extends string>(
  search: string,
  ids: readonly Id[],
  fallback: Id,
  hash?: string,
): { defaultValue: Id; hrefOf: (id: string) => string } {
  return {
    defaultValue: tabInAddress(search, ids, fallback),
    hrefOf: (id) => `${tabAddress(search, id)}${hash ? `#${hash}` : ''}`,
  };
}
