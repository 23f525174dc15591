import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

const consentLayer = (
  <>
    <CookieBanner />
    <CookieSettingsDialog />
  </>
);

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('the cookie banner on a server-rendered page', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: false, status: 0, type: 'opaqueredirect' }));

  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.documentElement.removeAttribute('data-consent');
  });

  it('leaves the page after hydration for a visitor who has decided (the server marked <html>, which hid it until then)', async () => {
    const { problems } = await hydrateServerHtml(consentLayer, {
      theme: appTheme,
      visitor: () => document.documentElement.setAttribute('data-consent', 'necessary'),
    });
    expect(problems).toEqual([]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks a visitor who has not decided, goes at once when they decide, and sends the decision as the form would', async () => {
    const { html, problems } = await hydrateServerHtml(consentLayer, { theme: appTheme, route: '/sitemap' });
    expect(problems).toEqual([]);
    expect(html).toContain('Cookie consent');
    expect(banner()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-consent', 'necessary preferences analytics');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ return: '/sitemap', consent: 'accept-all' });
  });

  it('starts the settings from the decision the page was sent with', async () => {
    await hydrateServerHtml(consentLayer, {
      theme: appTheme,
      visitor: () => document.documentElement.setAttribute('data-consent', 'necessary preferences'),
    });
    expect(screen.getByRole('checkbox', { name: 'Preferences', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Analytics', hidden: true })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Necessary', hidden: true })).toBeDisabled();
  });
});
