import { TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';

/** How far a toast follows the pointer: only rightwards, the spec's swipe direction. */
export function swipeOffset(startX: number, currentX: number): number {
  return Math.max(0, currentX - startX);
}

/** Releasing past the threshold dismisses the toast; anything less snaps it back. */
export function isSwipeDismissal(offsetPx: number): boolean {
  return offsetPx > TOAST_SWIPE_THRESHOLD_PX;
}
