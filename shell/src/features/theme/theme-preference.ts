import type { ThemePreference } from '../../shared/visitor-preferences';
import { showPreferences, usePagePreferences } from '../../shared/page-preferences';

export const THEME_CHOICES: readonly { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light theme' },
  { value: 'dark', label: 'Dark theme' },
  { value: 'system', label: 'System theme' },
];

/** The visitor's light/dark/system choice; undefined until the page has hydrated (the server's
 * HTML is the same for every visitor: the html class alone carries the choice and picks the
 * palette, "system" through a media query). */
export function useThemePreference(): ThemePreference | undefined {
  return usePagePreferences()?.theme;
}

export const showTheme = (theme: ThemePreference) => showPreferences({ theme });
