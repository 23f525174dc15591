import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import { findFoodHref, matchRoute } from '@gentlebowl/routes';
import { Link, useLocation } from '@gentlebowl/router';
import { visuallyHiddenStyles } from '@gentlebowl/ui';
import { QUICK_FINDER_TOOLTIP_KEY, writePreference } from '../../shared/preference-storage';
import { FLOATING_BUTTON_SIZE_PX } from '../../shared/page-overlays';
import { usePreference } from '../../shared/use-preference';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import {
  FINDER_EXPAND_DELAY_MS,
  FINDER_PULSE_MS,
  FINDER_SCROLL_THRESHOLD_PX,
  FINDER_TOOLTIP_TEXT,
  TOOLTIP_AUTO_DISMISS_MS,
} from './floating-finder-timing';

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(245, 158, 11, 0.6)' },
  '100%': { boxShadow: '0 0 0 16px rgba(245, 158, 11, 0)' },
});

/**
 * The tip stands beside the button, in the floating controls' band with it, so it covers nothing of
 * the page at any width. Where the row has no room for the tip beside the button's label (a phone),
 * the tip stands in the label's place while it shows, and the label follows once it has gone: the
 * band stays one row high, and a phone's first screen keeps most of its height for the page.
 */
const NO_ROOM_FOR_TIP_BESIDE_LABEL = '@media (max-width: 559px)';

const Wrapper = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space(2),
}));

const FinderLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  flex: 'none',
  minHeight: FLOATING_BUTTON_SIZE_PX,
  whiteSpace: 'nowrap',
  padding: `0 ${theme.space(4)}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: theme.shadows.lg,
  transition: 'padding 200ms ease',
  '&[data-pulsing="true"]': { animation: `${pulse} ${FINDER_PULSE_MS}ms ease-out` },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 3 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none !important' },
}));

const Label = styled.span({
  '&[data-expanded="false"]': visuallyHiddenStyles,
  [NO_ROOM_FOR_TIP_BESIDE_LABEL]: { '[data-tip-shown="true"] &': visuallyHiddenStyles },
});

const Tooltip = styled.div(({ theme }) => ({
  flex: '1 1 10rem',
  [theme.breakpoints.desktop]: { flex: '0 1 16rem' },
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: theme.radii.md,
  background: theme.colors.text,
  color: theme.colors.background,
  boxShadow: theme.shadows.md,
  fontSize: '0.875rem',
  lineHeight: 1.35,
  [theme.breakpoints.mobile]: { fontSize: '0.8125rem' },
}));

/** A shortcut to the food selector that appears once the visitor has scrolled past the first
 * screen, with a one-time tip on the first visit; not on the food selector's own pages. */
export function FloatingFinderButton() {
  const { pathname } = useLocation();
  const scrolledPast = useScrolledPast(FINDER_SCROLL_THRESHOLD_PX);
  const visible = scrolledPast && !matchRoute(pathname)?.route.hidesFinderButton;
  const [hovered, setHovered] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [pulsing, setPulsing] = useState(false);
  const tooltipSeen = usePreference(QUICK_FINDER_TOOLTIP_KEY) === 'true';
  const tooltipShown = visible && !tooltipSeen;
  const tooltipId = useId();

  useEffect(() => {
    if (!visible) {
      setExpanded(false);
      return;
    }
    if (hovered) return;
    const expand = window.setTimeout(() => {
      setExpanded(true);
      setPulsing(true);
    }, FINDER_EXPAND_DELAY_MS);
    return () => window.clearTimeout(expand);
  }, [visible, hovered]);

  useEffect(() => {
    if (!pulsing) return;
    const stop = window.setTimeout(() => setPulsing(false), FINDER_PULSE_MS);
    return () => window.clearTimeout(stop);
  }, [pulsing]);

  const dismissTooltip = useCallback(() => writePreference(QUICK_FINDER_TOOLTIP_KEY, 'true'), []);

  // Only a tip that was on screen counts as seen.
  useEffect(() => {
    if (!tooltipShown) return;
    const dismiss = window.setTimeout(dismissTooltip, TOOLTIP_AUTO_DISMISS_MS);
    return () => window.clearTimeout(dismiss);
  }, [tooltipShown, dismissTooltip]);

  if (!visible) return null;
  const showLabel = expanded || hovered;

  return (
    <Wrapper data-testid="floating-finder" data-tip-shown={tooltipShown}>
      {tooltipShown && (
        <Tooltip id={tooltipId} role="status">
          {FINDER_TOOLTIP_TEXT}
        </Tooltip>
      )}
      <FinderLink
        to={findFoodHref}
        aria-describedby={tooltipShown ? tooltipId : undefined}
        data-expanded={showLabel}
        data-pulsing={pulsing}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        onClick={dismissTooltip}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <Label data-expanded={showLabel}>Find Perfect Food</Label>
      </FinderLink>
    </Wrapper>
  );
}
