/**
 * Keeps the custom property `property` on <html> equal to `element`'s height (0 while it is not
 * shown) until the returned function stops it and removes the property. What stays at the window's
 * foot (the cookie banner, the floating controls' band) publishes its height this way, so the page's
 * styles keep clear of it without asking the scripts again.
 */
export function publishHeight(element: HTMLElement, property: string): () => void {
  const root = element.ownerDocument.documentElement;
  const publish = () => root.style.setProperty(property, `${element.offsetHeight}px`);
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(property);
  };
}
