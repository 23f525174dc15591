import styled from '@emotion/styled';
import { Button, Container } from '@gentlebowl/ui';
import { Link } from 'react-router-dom';
import { ACCEPT_ALL, REJECT_NON_ESSENTIAL } from '../../shared/consent-record';
import { CONSENT_DECIDED_CLASS, useConsent } from './consent-provider';

const Banner = styled.section(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: theme.zIndex.overlay,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderTop: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  padding: `${theme.space(4)} 0`,
  '@media print': { display: 'none' },
  // Sent with every page (the server cannot know the visitor's decision): hidden from the first
  // paint when the pre-paint script found a stored decision.
  [`html.${CONSENT_DECIDED_CLASS} &`]: { display: 'none' },
}));

const Layout = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(4),
  justifyContent: 'space-between',
}));

const Text = styled.p({ margin: 0, flex: '1 1 28rem' });

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }));

/** Asks once; until the visitor decides, nothing but necessary storage is written. It overlays the
 * page (nothing moves when it appears). It is part of the server-rendered page, so a first-time
 * visitor reads it with the page; a visitor who decided never sees it (see CONSENT_DECIDED_CLASS),
 * and it leaves the page once the browser's stored decision is read. */
export function CookieBanner() {
  const { record, decide, openSettings } = useConsent();
  if (record) return null;

  return (
    <Banner aria-label="Cookie consent" data-testid="cookie-banner">
      <Layout>
        <Text>
          We use necessary storage to run this site and, only with your permission, storage that remembers your preferences
          (such as your theme) and helps us understand how the site is used. Read our <Link to="/cookies">Cookie Policy</Link>.
        </Text>
        <Actions>
          <Button variant="outline" onClick={openSettings}>
            Cookie settings
          </Button>
          <Button variant="secondary" onClick={() => decide(REJECT_NON_ESSENTIAL)}>
            Reject non-essential
          </Button>
          <Button variant="primary" onClick={() => decide(ACCEPT_ALL)}>
            Accept all
          </Button>
        </Actions>
      </Layout>
    </Banner>
  );
}
