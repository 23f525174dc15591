import styled from '@emotion/styled';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store-hooks';
import { platformTokens } from '../theme/platform-theme';
import { dismissToast } from './dismiss-toast';
import { ToastCard } from './toast-card';
import { TOAST_HOTKEY, TOAST_MAX_WIDTH_PX } from './toast-constants';
import { toastsSlice } from './toasts-slice';

const MOBILE_MAX_WIDTH_PX = 768;

const Viewport = styled.section(({ theme }) => {
  const { colors, space, zIndex } = platformTokens(theme);
  return {
    position: 'fixed',
    right: 0,
    bottom: 0,
    zIndex: zIndex.toast,
    boxSizing: 'border-box',
    width: '100%',
    padding: space(4),
    // The empty margins of the viewport must not swallow clicks meant for the page below.
    pointerEvents: 'none',
    outline: 'none',
    [`@media (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`]: { maxWidth: `${TOAST_MAX_WIDTH_PX}px` },
    '&:focus-visible': { outline: `2px solid ${colors.link}`, outlineOffset: '-2px' },
  };
});

const ToastList = styled.ol(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: platformTokens(theme).space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/**
 * The toast viewport. The shell renders it once; any page shows toasts through `useToast()`. On its
 * own it floats at the window's bottom right; `className` lets the page frame place it instead.
 */
export function Toaster({ className }: { className?: string }) {
  const toasts = useAppSelector(toastsSlice.selectors.selectToasts);
  const dispatch = useAppDispatch();
  const viewportRef = useRef<HTMLElement>(null);
  const [viewportFocused, setViewportFocused] = useState(false);

  useEffect(() => {
    const focusViewport = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) viewportRef.current?.focus();
    };
    document.addEventListener('keydown', focusViewport);
    return () => document.removeEventListener('keydown', focusViewport);
  }, []);

  // Only focus on the viewport itself counts; focus inside a toast is tracked by the toast.
  const handleFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    setViewportFocused(event.target === event.currentTarget);
  }, []);
  const handleBlur = useCallback(() => setViewportFocused(false), []);

  return (
    <Viewport
      ref={viewportRef}
      className={className}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <ToastList>
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastCard
              key={toast.id}
              toast={toast}
              viewportFocused={viewportFocused}
              onDismiss={() => dispatch(dismissToast(toast.id))}
            />
          ))}
      </ToastList>
    </Viewport>
  );
}
