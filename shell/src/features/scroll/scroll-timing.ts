export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

/** On mobile, late layout shifts (images, remote pages arriving) can leave the page scrolled
 * after a route change, so the scroll to the top is repeated at these delays. */
export const MOBILE_SCROLL_RETRY_DELAYS_MS = [50, 150, 300, 500] as const;
