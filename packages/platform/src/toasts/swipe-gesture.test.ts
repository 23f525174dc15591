import { isSwipeDismissal, swipeOffset } from './swipe-gesture';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';

describe('swipe gesture', () => {
  it('follows the pointer to the right only', () => {
    expect(swipeOffset(100, 130)).toBe(30);
    expect(swipeOffset(100, 60)).toBe(0);
  });

  it('dismisses only past the 50 px threshold', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(isSwipeDismissal(49)).toBe(false);
    expect(isSwipeDismissal(50)).toBe(false);
    expect(isSwipeDismissal(51)).toBe(true);
  });
});
