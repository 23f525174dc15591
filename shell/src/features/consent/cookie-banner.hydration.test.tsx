import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY, createConsentRecord, REJECT_NON_ESSENTIAL } from '../../shared/consent-record';
import { hydrateServerHtml } from '../../shared/testing/hydrate-server-html';
import { CONSENT_DECIDED_CLASS, ConsentProvider } from './consent-provider';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

const consentLayer = (
  <ConsentProvider>
    <CookieBanner />
    <CookieSettingsDialog />
  </ConsentProvider>
);

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('the cookie banner on a server-rendered page', () => {
  beforeEach(() => localStorage.clear());

  it('leaves the page after hydration for a visitor who has decided (the pre-paint mark hid it until then)', async () => {
    const { problems } = await hydrateServerHtml(consentLayer, {
      visitor: () => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createConsentRecord(REJECT_NON_ESSENTIAL))),
    });
    expect(problems).toEqual([]);
    expect(banner()).not.toBeInTheDocument();
    expect(document.documentElement).toHaveClass(CONSENT_DECIDED_CLASS);
  });

  it('asks a visitor who has not decided from the server-rendered page on, and goes when they decide', async () => {
    const { html, problems } = await hydrateServerHtml(consentLayer);
    expect(problems).toEqual([]);
    expect(html).toContain('Cookie consent');
    expect(banner()).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass(CONSENT_DECIDED_CLASS);

    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ preferences: true, analytics: true });
  });
});
