import type { ThemeMode } from '@gentlebowl/ui';

export type ThemePreference = 'light' | 'dark' | 'system';
/** The html class, which picks the design system's palette. */
export type ResolvedTheme = ThemeMode;

export const THEME_PREFERENCES: readonly { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light theme' },
  { value: 'dark', label: 'Dark theme' },
  { value: 'system', label: 'System theme' },
];

/** The stored preference; anything else (nothing stored, an old value) means the default, light. */
export function parseThemePreference(value: string | null): ThemePreference {
  return value === 'dark' || value === 'system' || value === 'light' ? value : 'light';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Mirrors what the pre-paint script in index.html does, so React and the first paint agree. */
export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
