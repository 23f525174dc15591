import { applyConsentToPreferences } from '../../shared/preference-storage';
import { showPreferences, usePagePreferences } from '../../shared/page-preferences';
import type { ConsentChoice } from '../../shared/visitor-preferences';

/** The id of the cookie settings dialog, which the banner's and the footer's buttons open. */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The visitor's decision: null when they have not decided; undefined on the server and while the
 * page hydrates (the server's HTML is the same for every visitor, and <html> carries the decision). */
export function useConsent(): ConsentChoice | null | undefined {
  const preferences = usePagePreferences();
  return preferences === undefined ? undefined : preferences.consent;
}

/** Shows a decision at once (the banner goes); the form that made it keeps it on the server. */
export function showConsent(choice: ConsentChoice): void {
  showPreferences({ consent: choice });
  applyConsentToPreferences(choice.preferences);
}

/**
 * Opens the cookie settings. Buttons that open them also say so in their markup (`command`), so
 * they work before the page's scripts run; this covers browsers without invoker commands.
 */
export function openCookieSettings(): void {
  const dialog = document.getElementById(COOKIE_SETTINGS_ID);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

/** The markup that opens the cookie settings without scripts (HTML invoker commands). */
export const opensCookieSettings = { commandfor: COOKIE_SETTINGS_ID, command: 'show-modal', onClick: openCookieSettings } as const;
