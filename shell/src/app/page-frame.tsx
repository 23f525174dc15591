import styled from '@emotion/styled';
import { Toaster } from '@gentlebowl/platform';
import { Outlet } from '@gentlebowl/router';
import { CookieBanner } from '../features/consent/cookie-banner';
import { opensCookieSettings } from '../features/consent/consent';
import { CookieSettingsDialog } from '../features/consent/cookie-settings-dialog';
import { FloatingFinderButton } from '../features/floating-finder/floating-finder-button';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../features/layout/skip-link';
import { ScrollOnNavigate } from '../features/scroll/scroll-on-navigate';
import { ScrollToTopButton } from '../features/scroll/scroll-to-top-button';
import { ThemeSwitch } from '../features/theme/theme-switch';

const Frame = styled.div({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/** At least a viewport tall, so the footer starts below the fold: it is not painted in view and then
 * pushed down when a remote's page arrives (layout shift), whatever the page's height. */
const Main = styled.main({ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } });

/** Header, footer and the site-wide layers around whichever page the route renders. */
export function PageFrame() {
  return (
    <Frame>
      <ScrollOnNavigate />
      <SkipLink />
      {/* Early in the document although it is shown at the page's foot: it is painted with the
          page's first paint instead of arriving in a later one, and keyboard users reach it first. */}
      <CookieBanner />
      <SiteHeader themeSwitch={<ThemeSwitch />} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter opensCookieSettings={opensCookieSettings} />
      <FloatingFinderButton />
      <ScrollToTopButton />
      <CookieSettingsDialog />
      <Toaster />
    </Frame>
  );
}
