/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { CONSENT_DECIDED_CLASS, ConsentProvider } from './consent-provider';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

describe('the consent layer on the server', () => {
  it('renders in Node, where no decision can be read, with the banner (hidden by the pre-paint mark when decided) and the settings closed', () => {
    const html = renderInShellStackToString(
      <ConsentProvider>
        <CookieBanner />
        <CookieSettingsDialog />
      </ConsentProvider>,
      { theme: appTheme },
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toMatch(new RegExp(`html\\.${CONSENT_DECIDED_CLASS} \\.css-[a-z0-9]+\\{display:none;\\}`));
    expect(html).toMatch(/<dialog(?![^>]*\bopen\b)[^>]*data-testid="cookie-settings"/);
  });
});
