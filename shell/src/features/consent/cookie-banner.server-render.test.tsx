/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

describe('the consent layer on the server', () => {
  const html = renderInShellStackToString(
    <>
      <CookieBanner />
      <CookieSettingsDialog />
    </>,
    { theme: appTheme, route: '/privacy' },
  );

  it('renders in Node with the banner, hidden by the decision the server marks <html> with, and the settings closed', () => {
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toMatch(/html\[data-consent\] \.css-[a-z0-9]+\{display:none;\}/);
    expect(html).toMatch(/<dialog(?![^>]*\bopen\b)[^>]*id="cookie-settings"/);
  });

  it('offers the decision as forms that post it and come back to the page, and opens the settings without scripts', () => {
    expect(html.match(/<form[^>]*action="\/preferences" method="post"/g)).toHaveLength(2);
    expect(html.match(/<input type="hidden" name="return" value="\/privacy"\/>/g)).toHaveLength(2);
    const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', content = '']) => ({
      attributes,
      // What it reads as: emotion's inline styles and the tags of any part of it left out.
      label: content.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, ''),
    }));
    const submitting = (value: string) =>
      buttons.filter(({ attributes }) => /type="submit"/.test(attributes) && /name="consent"/.test(attributes) && attributes.includes(`value="${value}"`));
    expect(submitting('accept-all').map(({ label }) => label)).toEqual(['Accept all', 'Accept all']);
    expect(submitting('reject-non-essential').map(({ label }) => label)).toEqual(['Reject non-essential', 'Reject non-essential']);
    expect(submitting('save').map(({ label }) => label)).toEqual(['Save choices']);
    expect(html).toMatch(/<button[^>]*commandfor="cookie-settings" command="show-modal"[^>]*>Cookie settings<\/button>/);
    // Nothing beyond necessary storage unless the visitor ticks it.
    expect(html).toMatch(/<input(?![^>]*checked)[^>]*type="checkbox"[^>]*name="preferences"[^>]*\/>/);
    expect(html).toMatch(/<input(?![^>]*checked)[^>]*type="checkbox"[^>]*name="analytics"[^>]*\/>/);
  });
});
