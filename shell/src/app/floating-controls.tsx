import styled from '@emotion/styled';
import { Toaster } from '@gentlebowl/platform';
import { Container } from '@gentlebowl/ui';
import { useEffect, useRef } from 'react';
import { aboveCookieBanner } from '../features/consent/cookie-banner-height';
import { FloatingFinderButton } from '../features/floating-finder/floating-finder-button';
import { ScrollToTopButton } from '../features/scroll/scroll-to-top-button';
import {
  FLOATING_CONTROLS_HEIGHT_PROPERTY,
  FLOATING_CONTROLS_PADDING_PX,
  FLOATING_CONTROLS_RESERVE,
} from '../shared/page-overlays';
import { publishHeight } from '../shared/published-height';

/** Where a toast has room beside the buttons (up to 420 px, with the finder's tip and label). */
const NOTICES_BESIDE_BUTTONS = '@media (min-width: 1024px)';

/**
 * A band across the foot of the window, as the sticky header is across its top, and above the
 * cookie banner while that is shown. It is shown only while it holds something (each control says
 * when it shows), so the page above it keeps the rest of the window; the page scrolls under it.
 */
const Band = styled.div(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  bottom: aboveCookieBanner('0px'),
  zIndex: theme.zIndex.floating,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  '&:not(:has(a, button, li))': { display: 'none' },
  '@media print': { display: 'none' },
}));

/** Scroll to top at the column's start, the finder at its end, as the header's logo and button. */
const Row = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.space(3),
  paddingBlock: FLOATING_CONTROLS_PADDING_PX,
}));

const Start = styled.div({ flex: 'none', display: 'flex' });

/** A toast on a line of its own above the buttons, or beside them where it has room. */
const Notices = styled.div({
  order: -1,
  flex: '1 1 100%',
  display: 'flex',
  justifyContent: 'flex-end',
  '&:not(:has(li))': { display: 'none' },
  [NOTICES_BESIDE_BUTTONS]: { order: 0, flexBasis: 0, alignSelf: 'center' },
});

/** The toast viewport in the band: in its place in the row rather than floating on its own. */
const BandToaster = styled(Toaster)({ position: 'static', padding: 0 });

const End = styled.div({
  flex: '1 1 0',
  minWidth: 0,
  marginInlineStart: 'auto',
  [NOTICES_BESIDE_BUTTONS]: { flex: '0 1 auto' },
});

/** The controls that stay in view as the page scrolls (scroll to top, the food finder, toasts). */
export function FloatingControls() {
  const bandRef = useRef<HTMLDivElement>(null);
  useEffect(() => (bandRef.current ? publishHeight(bandRef.current, FLOATING_CONTROLS_HEIGHT_PROPERTY) : undefined), []);

  return (
    <Band ref={bandRef} data-testid="floating-controls">
      <Row>
        <Start>
          <ScrollToTopButton />
        </Start>
        <Notices>
          <BandToaster />
        </Notices>
        <End>
          <FloatingFinderButton />
        </End>
      </Row>
    </Band>
  );
}

/**
 * The room the page keeps at its end for the band, which stands over it at the foot of the page, so
 * the footer's last line ends above the band. Sent with the page, so it is in place before the
 * scripts arrive and the page's end never moves; a browser without scripts shows no band and keeps
 * no room.
 */
export const FloatingControlsReserve = styled.div({
  height: FLOATING_CONTROLS_RESERVE,
  '@media (scripting: none)': { display: 'none' },
  '@media print': { display: 'none' },
});
