import styled from '@emotion/styled';
import { FLOATING_BUTTON_SIZE_PX } from '../../shared/page-overlays';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import { SCROLL_TO_TOP_THRESHOLD_PX } from './scroll-timing';

const RoundButton = styled.button(({ theme }) => ({
  flex: 'none',
  width: FLOATING_BUTTON_SIZE_PX,
  height: FLOATING_BUTTON_SIZE_PX,
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
}));

/** Past the spec's 200 px, a way back to the top of the page (it stands in the floating controls' band). */
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
