import {
  ACCEPT_ALL,
  consentFromForm,
  formatConsentCookie,
  parseConsentCookie,
  preferencesFromCookies,
  preferencesOnRoot,
  REJECT_NON_ESSENTIAL,
  rootAttributes,
  safeReturnPath,
  type VisitorPreferences,
} from './visitor-preferences';

describe('visitor preferences', () => {
  it('reads back every consent decision it writes, and nothing it did not write', () => {
    for (const choice of [ACCEPT_ALL, REJECT_NON_ESSENTIAL, { preferences: true, analytics: false }, { preferences: false, analytics: true }]) {
      expect(parseConsentCookie(formatConsentCookie(choice, new Date('2026-11-25T10:00:00Z')))).toEqual(choice);
    }
    for (const unreadable of [undefined, '', 'yes', 'preferences.2026-11-25', 'necessary.everything.2026-11-25', '{"preferences":true}']) {
      expect(parseConsentCookie(unreadable)).toBeNull();
    }
  });

  it('takes the default theme and no decision from missing or unknown cookies', () => {
    expect(preferencesFromCookies({})).toEqual({ theme: 'light', consent: null });
    expect(preferencesFromCookies({ 'ui-theme': 'blue', 'gentlebowl-cookie-consent': 'maybe' })).toEqual({ theme: 'light', consent: null });
    expect(preferencesFromCookies({ 'ui-theme': 'system', 'gentlebowl-cookie-consent': 'necessary.2026-11-25' })).toEqual({
      theme: 'system',
      consent: REJECT_NON_ESSENTIAL,
    });
  });

  it('reads from the cookie forms the decision their buttons and boxes give', () => {
    expect(consentFromForm(new URLSearchParams('consent=accept-all'))).toEqual(ACCEPT_ALL);
    expect(consentFromForm(new URLSearchParams('consent=reject-non-essential&preferences=on'))).toEqual(REJECT_NON_ESSENTIAL);
    expect(consentFromForm(new URLSearchParams('consent=save&analytics=on'))).toEqual({ preferences: false, analytics: true });
    expect(consentFromForm(new URLSearchParams('theme=dark'))).toBeUndefined();
  });

  it.each<VisitorPreferences>([
    { theme: 'light', consent: null },
    { theme: 'dark', consent: ACCEPT_ALL },
    { theme: 'system', consent: REJECT_NON_ESSENTIAL },
    { theme: 'dark', consent: { preferences: true, analytics: false } },
  ])('gives the page back on <html> what the server put there: %p', (preferences) => {
    const root = document.createElement('html');
    for (const [name, value] of Object.entries(rootAttributes(preferences))) root.setAttribute(name, value);
    expect(preferencesOnRoot(root)).toEqual(preferences);
  });

  it.each([
    ['/privacy', '/privacy'],
    ['/blog?topic=Health', '/blog?topic=Health'],
    ['/a/../privacy', '/privacy'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    // Paths that normalise to another host's address (`//evil.example`), as the browser would read it.
    ['/.//evil.example', '/'],
    ['/x/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/..//evil.example/phish?x=1', '/'],
    ['evil', '/'],
    [null, '/'],
  ])('goes back to %p as %p', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
