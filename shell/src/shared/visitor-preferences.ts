// The visitor's theme and cookie choices: the forms that make them, the first-party cookies the
// shell's server keeps them in, and the marks on <html> it sends every page with. Pure data and
// parsing, read by the server (shell/server/preferences-endpoint.ts, send-page.ts) and the browser.

/** Where the theme and cookie forms post; the shell's server answers 303 back to the page. */
export const PREFERENCES_PATH = '/preferences';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DEFAULT_THEME: ThemePreference = 'light';

/** What the cookie settings allow beyond necessary storage: "preferences" covers the theme choice
 * and the first-visit tooltip flag; "analytics" covers any measurement. */
export interface ConsentChoice {
  preferences: boolean;
  analytics: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { preferences: true, analytics: true };
export const REJECT_NON_ESSENTIAL: ConsentChoice = { preferences: false, analytics: false };

export interface VisitorPreferences {
  theme: ThemePreference;
  /** Null until the visitor answers the cookie banner. */
  consent: ConsentChoice | null;
}

export const DEFAULT_PREFERENCES: VisitorPreferences = { theme: DEFAULT_THEME, consent: null };

/** The forms' field names and the values their buttons send. */
export const PREFERENCE_FIELDS = {
  theme: 'theme',
  consent: 'consent',
  preferences: 'preferences',
  analytics: 'analytics',
  /** The page to go back to (a same-origin path). */
  returnTo: 'return',
} as const;

export const CONSENT_ACTIONS = {
  acceptAll: 'accept-all',
  rejectNonEssential: 'reject-non-essential',
  /** The settings dialog's own choice, from its checkboxes. */
  save: 'save',
} as const;

export function parseThemePreference(value: unknown): ThemePreference | undefined {
  return THEME_PREFERENCES.find((theme) => theme === value);
}

/** The consent a submitted cookie form gives, or undefined when it gives none. */
export function consentFromForm(form: URLSearchParams): ConsentChoice | undefined {
  switch (form.get(PREFERENCE_FIELDS.consent)) {
    case CONSENT_ACTIONS.acceptAll:
      return ACCEPT_ALL;
    case CONSENT_ACTIONS.rejectNonEssential:
      return REJECT_NON_ESSENTIAL;
    case CONSENT_ACTIONS.save:
      return { preferences: form.has(PREFERENCE_FIELDS.preferences), analytics: form.has(PREFERENCE_FIELDS.analytics) };
    default:
      return undefined;
  }
}

// Cookies. The theme keeps the spec's storage key; both are HttpOnly: the page's scripts read the
// choices from <html>, where the server puts them, and change them only through PREFERENCES_PATH.
export const THEME_COOKIE = 'ui-theme';
export const CONSENT_COOKIE = 'gentlebowl-cookie-consent';
/** How long a decision is kept before the banner asks again (about six months). */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The categories a choice allows; necessary storage is always on. */
function allowedCategories(choice: ConsentChoice): string[] {
  return ['necessary', ...(choice.preferences ? ['preferences'] : []), ...(choice.analytics ? ['analytics'] : [])];
}

function choiceFromCategories(allowed: readonly string[]): ConsentChoice {
  return { preferences: allowed.includes('preferences'), analytics: allowed.includes('analytics') };
}

/** The consent cookie's value: the categories allowed and the day of the decision, e.g.
 * `necessary.preferences.2026-11-25` (no character a cookie would have to escape). */
export function formatConsentCookie(choice: ConsentChoice, now: Date = new Date()): string {
  return [...allowedCategories(choice), now.toISOString().slice(0, 10)].join('.');
}

/** The decision a consent cookie records; an unreadable one counts as none (ask again rather than
 * assume consent). */
export function parseConsentCookie(value: string | undefined): ConsentChoice | null {
  const match = /^necessary((?:\.(?:preferences|analytics))*)\.\d{4}-\d{2}-\d{2}$/.exec(value ?? '');
  return match ? choiceFromCategories((match[1] ?? '').split('.')) : null;
}

export function preferencesFromCookies(cookies: Record<string, string | undefined>): VisitorPreferences {
  return {
    theme: parseThemePreference(cookies[THEME_COOKIE]) ?? DEFAULT_THEME,
    consent: parseConsentCookie(cookies[CONSENT_COOKIE]),
  };
}

// The marks on <html>: its class is the theme (the stylesheet resolves "system" with a media query),
// and data-consent lists what the visitor allowed once they decided (the banner hides under it).
export const CONSENT_ATTRIBUTE = 'data-consent';

/**
 * Marks a cookie settings box with its category (`data-consent-box="analytics"`). The page's HTML is
 * the same for every visitor, so it renders the boxes unticked, and the server ticks the ones the
 * visitor allowed: without scripts the settings then show the saved choice, and saving them again
 * does not withdraw it.
 */
export const CONSENT_BOX_ATTRIBUTE = 'data-consent-box';

/** The categories a visitor's decision ticks in the cookie settings (none before they decide). */
export function tickedConsentBoxes(consent: ConsentChoice | null): ('preferences' | 'analytics')[] {
  return consent ? (['preferences', 'analytics'] as const).filter((category) => consent[category]) : [];
}

/** The attributes the server puts on <html> for these preferences. */
export function rootAttributes({ theme, consent }: VisitorPreferences): Record<string, string> {
  return consent ? { class: theme, [CONSENT_ATTRIBUTE]: allowedCategories(consent).join(' ') } : { class: theme };
}

/** The part of <html> the preferences are read from (typed here, as the server has no DOM types). */
interface RootElement {
  classList: { contains(token: string): boolean };
  getAttribute(name: string): string | null;
}

/** What the page's <html> says (the browser's side of rootAttributes). */
export function preferencesOnRoot(root: RootElement): VisitorPreferences {
  const theme = THEME_PREFERENCES.find((value) => root.classList.contains(value)) ?? DEFAULT_THEME;
  const consent = root.getAttribute(CONSENT_ATTRIBUTE);
  return { theme, consent: consent === null ? null : choiceFromCategories(consent.split(' ')) };
}

/** The origin return paths are resolved against: one of its own stands for the site's. */
const RETURN_BASE = 'http://site.invalid';

/**
 * The page a form sends the visitor back to: a path on this site only (never another origin). The
 * path is normalised first (dot segments, backslashes, `%2e`), and the normalised path is what the
 * browser will read from the Location header, so it must name this site once normalised too:
 * `/.//evil.example` normalises to `//evil.example`, another host's address. Anything else goes home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  try {
    const url = new URL(value, RETURN_BASE);
    const path = `${url.pathname}${url.search}`;
    return url.origin === RETURN_BASE && new URL(path, RETURN_BASE).origin === RETURN_BASE ? path : '/';
  } catch {
    return '/';
  }
}
