import styled from '@emotion/styled';
import {
  FLOATING_EDGE_OFFSET_PX,
  SCROLL_TO_TOP_IN_MARGIN,
  SCROLL_TO_TOP_SIZE_PX,
  STACKED_SCROLL_TO_TOP_BOTTOM_PX,
} from '../../shared/page-overlays';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import { aboveCookieBanner } from '../consent/cookie-banner-height';
import { SCROLL_TO_TOP_THRESHOLD_PX } from './scroll-timing';

const RoundButton = styled.button(({ theme }) => ({
  position: 'fixed',
  right: FLOATING_EDGE_OFFSET_PX,
  bottom: aboveCookieBanner(`${STACKED_SCROLL_TO_TOP_BOTTOM_PX}px`),
  zIndex: theme.zIndex.floating,
  width: SCROLL_TO_TOP_SIZE_PX,
  height: SCROLL_TO_TOP_SIZE_PX,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadows.md,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 3 },
  '@media print': { display: 'none' },
  [SCROLL_TO_TOP_IN_MARGIN]: {
    right: 'auto',
    left: FLOATING_EDGE_OFFSET_PX,
    bottom: aboveCookieBanner(`${FLOATING_EDGE_OFFSET_PX}px`),
  },
}));

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;

  const scrollToTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <RoundButton type="button" aria-label="Scroll to top" onClick={scrollToTop}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="m6 15 6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </RoundButton>
  );
}
