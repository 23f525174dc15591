/** Puts jsdom's page at a vertical scroll offset, as the visitor (or the browser restoring a page)
 * would, and tells the page's scroll listeners. jsdom does no layout, so it never scrolls itself. */
export function scrollPageTo(offset: number): void {
  Object.defineProperty(window, 'scrollY', { value: offset, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
