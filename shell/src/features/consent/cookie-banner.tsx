import styled from '@emotion/styled';
import { Button, Container, Unbroken } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { useEffect, useRef } from 'react';
import { CONSENT_ACTIONS, CONSENT_ATTRIBUTE, PREFERENCE_FIELDS } from '../../shared/visitor-preferences';
import { opensCookieSettings, useConsent } from './consent';
import { linkButtonStyles } from '../../shared/link-button-styles';
import { publishHeight } from '../../shared/published-height';
import { COOKIE_BANNER_HEIGHT_PROPERTY } from './cookie-banner-height';
import { ConsentForm } from './consent-form';

/**
 * Early in the document (see PageFrame) but shown last: in the page frame's column it comes after
 * the footer, and sticks to the bottom of the window while the page above it scrolls. At the foot of
 * the page it sits below the footer instead of over its links.
 */
const Banner = styled.section(({ theme }) => ({
  order: 1,
  position: 'sticky',
  bottom: 0,
  zIndex: theme.zIndex.overlay,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderTop: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  padding: `${theme.space(4)} 0`,
  [theme.breakpoints.mobile]: { padding: `${theme.space(3)} 0` },
  '@media print': { display: 'none' },
  // Sent with every page (one HTML for every visitor): the server marks <html> for a visitor who
  // decided, so they never see it.
  [`html[${CONSENT_ATTRIBUTE}] &`]: { display: 'none' },
}));

const Layout = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(4),
  justifyContent: 'space-between',
  [theme.breakpoints.mobile]: { gap: theme.space(3) },
}));

const Text = styled.p(({ theme }) => ({
  margin: 0,
  flex: '1 1 28rem',
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes.sm },
  // The settings, a button shown as the link beside it, and never broken across lines.
  button: { ...linkButtonStyles(theme), whiteSpace: 'nowrap' },
}));

/**
 * The two answers share each line they wrap onto; on a phone they share one line, side by side at
 * one size. The settings are a link in the text, so on a phone the banner, with the floating
 * controls above it, leaves most of the screen to the page.
 */
const Actions = styled(ConsentForm)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  '& > button': { flex: '1 1 auto' },
  [theme.breakpoints.mobile]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    flex: '1 1 100%',
  },
}));

/** Asks once; until the visitor decides, nothing but necessary storage is written. It is painted with
 * the page and stays at the bottom of the window, covering neither the footer's links (it follows
 * them) nor the floating controls (their band rises above it). Its buttons post the decision, so they work
 * before the page's scripts arrive and without them; it leaves the page once the decision is known. */
export function CookieBanner() {
  if (useConsent()) return null;
  return <UndecidedBanner />;
}

function UndecidedBanner() {
  const bannerRef = useRef<HTMLElement>(null);
  useEffect(() => (bannerRef.current ? publishHeight(bannerRef.current, COOKIE_BANNER_HEIGHT_PROPERTY) : undefined), []);
  return (
    <Banner ref={bannerRef} aria-label="Cookie consent" data-testid="cookie-banner">
      <Layout>
        <Text>
          We use necessary storage to run this site and, only with your permission, storage that remembers your preferences
          (such as your theme). Read our <Link to="/cookies">Cookie Policy</Link> or change the{' '}
          <button type="button" {...opensCookieSettings}>
            Cookie settings
          </button>
          .
        </Text>
        <Actions>
          {/* Refusing looks exactly like accepting: neither is the page's suggestion. */}
          <Button type="submit" variant="primary" name={PREFERENCE_FIELDS.consent} value={CONSENT_ACTIONS.rejectNonEssential}>
            {/* One piece of text: the button lays out each child apart. */}
            <span>
              Reject <Unbroken>non-essential</Unbroken>
            </span>
          </Button>
          <Button type="submit" variant="primary" name={PREFERENCE_FIELDS.consent} value={CONSENT_ACTIONS.acceptAll}>
            Accept all
          </Button>
        </Actions>
      </Layout>
    </Banner>
  );
}
