// What stays in view over the page as it scrolls: the sticky site header at the top, and the
// floating buttons (the food finder, scroll to top) in the bottom corners. Focus, anchors and
// results scrolled into view keep clear of them, and the footer ends below them.

/** The sticky site header's height. */
export const SITE_HEADER_HEIGHT_PX = 72;

/** How far the floating buttons sit from the window's edges. */
export const FLOATING_EDGE_OFFSET_PX = 20;

/** The food finder button's height, the taller of the floating buttons. */
export const FINDER_BUTTON_HEIGHT_PX = 52;

/** Room kept between an overlay and what is scrolled into view beside it. */
const BREATHING_ROOM_PX = 16;

/** Room at the top of the window that the header covers. */
export const HEADER_CLEARANCE_PX = SITE_HEADER_HEIGHT_PX + BREATHING_ROOM_PX;

/** Room at the bottom of the window that the floating buttons cover. */
export const FLOATING_BUTTONS_CLEARANCE_PX = FLOATING_EDGE_OFFSET_PX + FINDER_BUTTON_HEIGHT_PX + BREATHING_ROOM_PX;
