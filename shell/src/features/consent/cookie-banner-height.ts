/**
 * The cookie banner's height while it is shown, as a custom property on <html> (unset otherwise).
 * The floating controls' band stands that much higher, so the banner never covers it.
 */
export const COOKIE_BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

/** A distance from the bottom of the window: `offset` above the banner, if any. */
export function aboveCookieBanner(offset: string): string {
  return `calc(${offset} + var(${COOKIE_BANNER_HEIGHT_PROPERTY}, 0px))`;
}
