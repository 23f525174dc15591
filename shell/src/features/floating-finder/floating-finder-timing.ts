// Section 9's timings for the floating food-finder button and its first-visit tooltip.
export const FINDER_SCROLL_THRESHOLD_PX = 300;
export const FINDER_EXPAND_DELAY_MS = 2_000;
export const FINDER_PULSE_MS = 1_000;
export const TOOLTIP_AUTO_DISMISS_MS = 10_000;
export const FINDER_TOOLTIP_TEXT = "Click to find the perfect food for your dog's sensitive stomach";
