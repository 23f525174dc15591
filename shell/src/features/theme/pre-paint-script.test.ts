import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palettes, type ThemeMode } from '@gentlebowl/ui';
import { CONSENT_STORAGE_KEY } from '../../shared/consent-record';
import { THEME_STORAGE_KEY } from '../../shared/preference-storage';
import { CONSENT_DECIDED_CLASS } from '../consent/consent-provider';
import { parseThemePreference, resolveTheme } from './theme-preference';

// The page template's head: the script that sets the html class before first paint (the class alone
// picks the palette), and the colours shown until the global styles arrive.
const template = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const prePaintScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';
const fallbackStyle = /<style>([\s\S]*?)<\/style>/.exec(template)?.[1] ?? '';

function runPrePaintScript({ stored, systemDark }: { stored: string | null; systemDark: boolean }) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
  })) as unknown as typeof window.matchMedia;
  document.documentElement.className = 'light';
  document.documentElement.style.colorScheme = '';
  new Function(prePaintScript)();
}

describe('the pre-paint script in index.html', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [null, false],
    [null, true],
    ['light', true],
    ['dark', false],
    ['system', false],
    ['system', true],
    ['blue', true],
  ])('with %p stored and a dark system setting %p, picks the class the app resolves to', (stored, systemDark) => {
    runPrePaintScript({ stored, systemDark });
    const expected = resolveTheme(parseThemePreference(stored), systemDark);
    expect([...document.documentElement.classList]).toEqual([expected]);
    expect(document.documentElement.style.colorScheme).toBe(expected);
  });

  it('marks the page when a cookie decision is stored, so the server-rendered banner never shows', () => {
    runPrePaintScript({ stored: null, systemDark: false });
    expect(document.documentElement.classList.contains(CONSENT_DECIDED_CLASS)).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, preferences: false }));
    document.documentElement.className = 'light';
    new Function(prePaintScript)();
    expect(document.documentElement.classList.contains(CONSENT_DECIDED_CLASS)).toBe(true);
  });

  it('paints light when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runPrePaintScript({ stored: null, systemDark: true });
    expect([...document.documentElement.classList]).toEqual(['light']);
  });

  it.each<ThemeMode>(['light', 'dark'])('shows the %s palette background and text colour before the styles load', (mode) => {
    const rule = new RegExp(`html\\.${mode}\\{([^}]*)\\}`).exec(fallbackStyle)?.[1] ?? '';
    const declarations = Object.fromEntries(
      rule.split(';').map((declaration) => declaration.split(':').map((part) => part.trim())),
    );
    expect(declarations).toEqual({
      background: palettes[mode].colors.background,
      color: palettes[mode].colors.text,
    });
  });
});
