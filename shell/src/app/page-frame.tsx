import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { Outlet } from '@gentlebowl/router';
import { CookieBanner } from '../features/consent/cookie-banner';
import { aboveCookieBanner } from '../features/consent/cookie-banner-height';
import { opensCookieSettings } from '../features/consent/consent';
import { CookieSettingsDialog } from '../features/consent/cookie-settings-dialog';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../features/layout/skip-link';
import { NAVIGATION_TARGET_ATTRIBUTE, PageAnnouncer } from '../features/navigation/page-announcer';
import { ScrollOnNavigate } from '../features/scroll/scroll-on-navigate';
import { ThemeSwitch } from '../features/theme/theme-switch';
import {
  FLOATING_CONTROLS_CLEARANCE,
  HEADER_CLEARANCE_PX,
  NAV_ON_ITS_OWN_ROW,
  TWO_ROW_HEADER_CLEARANCE_PX,
} from '../shared/page-overlays';
import { FloatingControls, FloatingControlsReserve } from './floating-controls';

const Frame = styled.div({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/** At least a viewport tall, so the footer starts below the fold: it is not painted in view and then
 * pushed down when a remote's page arrives (layout shift), whatever the page's height. */
const Main = styled.main({ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } });

/**
 * Whatever the browser scrolls into view (a control the keyboard focuses, an anchor, a result) keeps
 * clear of the sticky header, and of the floating controls' band and the cookie banner (while they
 * are shown) at the bottom (WCAG 2.4.11: focus not hidden).
 */
const scrollPadding = {
  html: {
    scrollPaddingTop: HEADER_CLEARANCE_PX,
    [NAV_ON_ITS_OWN_ROW]: { scrollPaddingTop: TWO_ROW_HEADER_CLEARANCE_PX },
    scrollPaddingBottom: aboveCookieBanner(FLOATING_CONTROLS_CLEARANCE),
  },
};

/** A place the focus was moved to on arrival (a section, the page) is not a control: no ring. */
const navigationTargets = { [`[${NAVIGATION_TARGET_ATTRIBUTE}]:focus`]: { outline: 'none' } };

/** Header, footer and the site-wide layers around whichever page the route renders. */
export function PageFrame() {
  return (
    <Frame>
      <Global styles={[scrollPadding, navigationTargets]} />
      <ScrollOnNavigate />
      <PageAnnouncer pageId={MAIN_CONTENT_ID} />
      <SkipLink />
      {/* Early in the document although it is shown at the page's foot: it is painted with the
          page's first paint instead of arriving in a later one, and keyboard users reach it first. */}
      <CookieBanner />
      <SiteHeader themeSwitch={<ThemeSwitch />} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter opensCookieSettings={opensCookieSettings} />
      <FloatingControlsReserve />
      <FloatingControls />
      <CookieSettingsDialog />
    </Frame>
  );
}
