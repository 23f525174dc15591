import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  readPreference,
  subscribeToPreferences,
  THEME_STORAGE_KEY,
  writePreference,
} from '../../shared/preference-storage';
import { usePreference } from '../../shared/use-preference';
import { applyThemeClass, parseThemePreference, resolveTheme, type ThemePreference } from './theme-preference';

interface ThemePreferenceValue {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

const ThemePreferenceContext = createContext<ThemePreferenceValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

const setPreference = (preference: ThemePreference) => writePreference(THEME_STORAGE_KEY, preference);

/**
 * The visitor's light/dark/system choice. The palette is picked by the html class alone, so the
 * emotion theme and every class name stay the same. The pre-paint script in index.html sets the
 * class before first paint; from then on this keeps it in step with the stored choice and the
 * system setting, reading both where they live, so the hydrating render (which, like the server,
 * sees the default choice) never puts the wrong class on the page.
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const preference = parseThemePreference(usePreference(THEME_STORAGE_KEY));

  useEffect(() => {
    const systemScheme = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const applyCurrentTheme = () =>
      applyThemeClass(
        document.documentElement,
        resolveTheme(parseThemePreference(readPreference(THEME_STORAGE_KEY)), systemScheme?.matches ?? false),
      );
    applyCurrentTheme();
    const stopFollowingPreference = subscribeToPreferences(applyCurrentTheme);
    systemScheme?.addEventListener('change', applyCurrentTheme);
    return () => {
      stopFollowingPreference();
      systemScheme?.removeEventListener('change', applyCurrentTheme);
    };
  }, []);

  const value = useMemo(() => ({ preference, setPreference }), [preference]);

  return <ThemePreferenceContext.Provider value={value}>{children}</ThemePreferenceContext.Provider>;
}

export function useThemePreference(): ThemePreferenceValue {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference must be used inside ThemePreferenceProvider');
  return value;
}
