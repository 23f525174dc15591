/**
 * The cookie banner's height while it is shown, as a custom property on <html> (unset otherwise).
 * The page's floating buttons sit that much higher, so the banner never covers them.
 */
export const COOKIE_BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

/** A floating control's distance from the bottom of the window: `offset` above the banner, if any. */
export function aboveCookieBanner(offset: string): string {
  return `calc(${offset} + var(${COOKIE_BANNER_HEIGHT_PROPERTY}, 0px))`;
}

/** Keeps the property equal to the banner's height until the returned function stops it. */
export function publishCookieBannerHeight(banner: HTMLElement): () => void {
  const root = banner.ownerDocument.documentElement;
  const publish = () => root.style.setProperty(COOKIE_BANNER_HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  observer?.observe(banner);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(COOKIE_BANNER_HEIGHT_PROPERTY);
  };
}
