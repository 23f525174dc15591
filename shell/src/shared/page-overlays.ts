// What stays in view over the page as it scrolls: the sticky site header at the top, and the
// floating controls' band (the food finder, scroll to top, toasts) at the bottom. Focus, anchors and
// results scrolled into view keep clear of them, and the page ends above the band.

/** The sticky site header's height: one row of logo, navigation and actions. */
export const SITE_HEADER_HEIGHT_PX = 72;

/**
 * Where the desktop navigation (shown above the spec's 768 px) does not fit beside the logo and the
 * actions on one row (about 1,090 px), the header gives it a row of its own beneath them, of this
 * height, rather than wrapping every label.
 */
export const NAV_ROW_HEIGHT_PX = 48;
export const NAV_ON_ITS_OWN_ROW = '@media (min-width: 769px) and (max-width: 1099px)';

/** The floating buttons' height (and the round scroll-to-top button's width): a comfortable tap. */
export const FLOATING_BUTTON_SIZE_PX = 48;

/** The room above and below the floating controls in their band. */
export const FLOATING_CONTROLS_PADDING_PX = 8;

/**
 * The floating controls (scroll to top, the food finder and its first-visit tip, toasts) stand in a
 * band across the foot of the window, as the header does at its top: the page scrolls under the band
 * rather than showing around the controls, so no control ever sits over a word or another control.
 * While the band is shown its height is this custom property on <html> (0 while it holds nothing).
 */
export const FLOATING_CONTROLS_HEIGHT_PROPERTY = '--floating-controls-height';

/**
 * The room the page keeps at its end for the band, so its last lines end above it: a row of buttons
 * (and its top border) at least, whether or not the band has shown yet, since the end of any page is
 * far enough down for scroll to top; more while a toast or the tip makes the band taller.
 */
export const FLOATING_CONTROLS_RESERVE = `max(${FLOATING_BUTTON_SIZE_PX + 2 * FLOATING_CONTROLS_PADDING_PX + 1}px, var(${FLOATING_CONTROLS_HEIGHT_PROPERTY}, 0px))`;

/** Room kept between an overlay and what is scrolled into view beside it. */
const BREATHING_ROOM_PX = 16;

/** Room at the top of the window that the header covers (its navigation row too, where it has one). */
export const HEADER_CLEARANCE_PX = SITE_HEADER_HEIGHT_PX + BREATHING_ROOM_PX;
export const TWO_ROW_HEADER_CLEARANCE_PX = HEADER_CLEARANCE_PX + NAV_ROW_HEIGHT_PX;

/** Room at the bottom of the window that the floating controls' band covers while it is shown. */
export const FLOATING_CONTROLS_CLEARANCE = `calc(${FLOATING_CONTROLS_RESERVE} + ${BREATHING_ROOM_PX}px)`;
