// Spec section 9 ("Toast").
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_MAX_WIDTH_PX = 420;
export const TOAST_HOTKEY = 'F8';
