import styled from '@emotion/styled';
import { type FocusEvent, useState } from 'react';
import { platformTokens } from '../theme/platform-theme';
import { TOAST_DURATION_MS } from './toast-constants';
import type { ToastItem } from './toasts-slice';
import { usePausableTimeout } from './use-pausable-timeout';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

const Card = styled.li<{ destructive: boolean }>(({ theme, destructive }) => {
  const { colors, radii, shadows, space } = platformTokens(theme);
  return {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: space(3),
    padding: space(4),
    borderRadius: radii.md,
    border: `1px solid ${destructive ? colors.danger : colors.border}`,
    background: destructive ? colors.danger : colors.surface,
    color: destructive ? colors.onDanger : colors.text,
    boxShadow: shadows.lg,
    // Vertical scrolling stays with the browser; horizontal movement drives the swipe.
    touchAction: 'pan-y',
    transition: 'transform 200ms ease-out',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
});

const Title = styled.p({ margin: 0, fontWeight: 600 });

const Description = styled.p<{ destructive: boolean }>(({ theme, destructive }) => {
  const { colors, space } = platformTokens(theme);
  return {
    margin: `${space(1)} 0 0`,
    color: destructive ? colors.onDanger : colors.textMuted,
  };
});

const CloseButton = styled.button(({ theme }) => {
  const { radii, space } = platformTokens(theme);
  return {
    minWidth: '24px',
    minHeight: '24px',
    padding: space(1),
    border: 'none',
    borderRadius: radii.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    lineHeight: 1,
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
  };
});

export interface ToastCardProps {
  toast: ToastItem;
  /** True while keyboard focus sits on the viewport itself (after F8): reading is not interrupted. */
  viewportFocused: boolean;
  onDismiss: () => void;
}

export function ToastCard({ toast, viewportFocused, onDismiss }: ToastCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const swipe = useSwipeToDismiss(onDismiss);
  const destructive = toast.variant === 'destructive';

  usePausableTimeout(onDismiss, TOAST_DURATION_MS, viewportFocused || hovered || focusWithin || swipe.swiping);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  return (
    <Card
      destructive={destructive}
      style={{
        transform: `translateX(${swipe.offsetPx}px)`,
        transition: swipe.swiping ? 'none' : undefined,
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
      {...swipe.handlers}
    >
      {/* The live region sits inside the list item: a list may only hold list items. */}
      <div role={destructive ? 'alert' : 'status'} aria-live={destructive ? 'assertive' : 'polite'} aria-atomic="true">
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.description ? <Description destructive={destructive}>{toast.description}</Description> : null}
      </div>
      <CloseButton type="button" aria-label="Close notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </Card>
  );
}
