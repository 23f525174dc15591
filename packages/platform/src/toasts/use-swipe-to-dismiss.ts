import { type PointerEvent, useRef, useState } from 'react';
import { isSwipeDismissal, swipeOffset } from './swipe-gesture';

export interface SwipeToDismiss {
  offsetPx: number;
  swiping: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/** Lets the pointer drag an element to the right and calls `onDismiss` when released past the threshold. */
export function useSwipeToDismiss(onDismiss: () => void): SwipeToDismiss {
  const startX = useRef<number | null>(null);
  const [offsetPx, setOffsetPx] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffsetPx(0);
  };

  return {
    offsetPx,
    swiping: offsetPx > 0,
    handlers: {
      onPointerDown(event) {
        if (event.button !== 0) return;
        startX.current = event.clientX;
        // Keep receiving moves when the pointer outruns the element (jsdom has no pointer capture).
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event) {
        if (startX.current === null) return;
        setOffsetPx(swipeOffset(startX.current, event.clientX));
      },
      onPointerUp(event) {
        if (startX.current === null) return;
        const releasedAt = swipeOffset(startX.current, event.clientX);
        reset();
        if (isSwipeDismissal(releasedAt)) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
