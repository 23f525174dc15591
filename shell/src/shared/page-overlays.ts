// What stays in view over the page as it scrolls: the sticky site header at the top, and the
// floating buttons (the food finder, scroll to top) at the bottom. Focus, anchors and results
// scrolled into view keep clear of them, and the footer ends below them.

import { appTheme } from '@gentlebowl/ui';

/** The sticky site header's height: one row of logo, navigation and actions. */
export const SITE_HEADER_HEIGHT_PX = 72;

/**
 * Where the desktop navigation (shown above the spec's 768 px) does not fit beside the logo and the
 * actions on one row (about 1,090 px), the header gives it a row of its own beneath them, of this
 * height, rather than wrapping every label.
 */
export const NAV_ROW_HEIGHT_PX = 48;
export const NAV_ON_ITS_OWN_ROW = '@media (min-width: 769px) and (max-width: 1099px)';

/** How far the floating buttons sit from the window's edges. */
export const FLOATING_EDGE_OFFSET_PX = 20;

/** The food finder button's height, the taller of the floating buttons. */
export const FINDER_BUTTON_HEIGHT_PX = 52;

/** The round scroll-to-top button's width and height. */
export const SCROLL_TO_TOP_SIZE_PX = 48;

/** The media query of windows whose margin beside the page's centred column holds a floating thing
 * `widthPx` wide, at the floating buttons' distance from the window's edge and from the column. */
export function marginHolds(widthPx: number): string {
  return `(min-width: ${Number.parseInt(appTheme.maxWidth, 10) + 2 * (widthPx + 2 * FLOATING_EDGE_OFFSET_PX)}px)`;
}

/**
 * Where the margin holds the scroll-to-top button (a wide window), it stands in the bottom left-hand
 * corner. In narrower windows it would cover the checkboxes and radio buttons that line the content's
 * left edge, and a tap meant for one would scroll the page to the top: there it stands in the
 * right-hand corner, above the finder's place.
 */
export const SCROLL_TO_TOP_IN_MARGIN = `@media ${marginHolds(SCROLL_TO_TOP_SIZE_PX)}`;
const STACKED_BUTTONS_GAP_PX = 12;
export const STACKED_SCROLL_TO_TOP_BOTTOM_PX = FLOATING_EDGE_OFFSET_PX + FINDER_BUTTON_HEIGHT_PX + STACKED_BUTTONS_GAP_PX;

/** Room kept between an overlay and what is scrolled into view beside it. */
const BREATHING_ROOM_PX = 16;

/** Room at the top of the window that the header covers (its navigation row too, where it has one). */
export const HEADER_CLEARANCE_PX = SITE_HEADER_HEIGHT_PX + BREATHING_ROOM_PX;
export const TWO_ROW_HEADER_CLEARANCE_PX = HEADER_CLEARANCE_PX + NAV_ROW_HEIGHT_PX;

/** Room at the bottom of the window that the floating buttons cover: stacked, or side by side in a
 * wide window (`SCROLL_TO_TOP_IN_MARGIN`). */
export const STACKED_FLOATING_BUTTONS_CLEARANCE_PX = STACKED_SCROLL_TO_TOP_BOTTOM_PX + SCROLL_TO_TOP_SIZE_PX + BREATHING_ROOM_PX;
export const FLOATING_BUTTONS_CLEARANCE_PX = FLOATING_EDGE_OFFSET_PX + FINDER_BUTTON_HEIGHT_PX + BREATHING_ROOM_PX;
