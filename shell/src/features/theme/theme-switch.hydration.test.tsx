import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '../../shared/preference-storage';
import { hydrateServerHtml } from '../../shared/testing/hydrate-server-html';
import { ThemePreferenceProvider } from './theme-preference-provider';
import { ThemeSwitch } from './theme-switch';

const themeSwitch = (
  <ThemePreferenceProvider>
    <ThemeSwitch />
  </ThemePreferenceProvider>
);

let htmlClassHistory: () => string[];

/** Every value the html element's class held from now on. */
function watchHtmlClass(): () => string[] {
  const history: string[] = [];
  const record = (records: MutationRecord[]) => history.push(...records.map((change) => change.oldValue ?? ''));
  const observer = new MutationObserver(record);
  observer.observe(document.documentElement, { attributeFilter: ['class'], attributeOldValue: true });
  return () => {
    record(observer.takeRecords());
    return [...history, document.documentElement.className];
  };
}

/** A visitor who chose `stored` earlier, arriving with the class the pre-paint script set. */
function returningVisitor(stored: string, paintedClass: 'light' | 'dark', systemDark = false) {
  return () => {
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    document.documentElement.className = paintedClass;
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && systemDark,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    htmlClassHistory = watchHtmlClass();
  };
}

const pressedOption = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => button.getAttribute('aria-label'));

describe('the theme switch on a server-rendered page', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['dark', 'dark', false, 'Dark theme'],
    ['system', 'dark', true, 'System theme'],
  ] as const)(
    'hydrates without a mismatch for a visitor who chose %s, then shows that choice without repainting',
    async (stored, paintedClass, systemDark, label) => {
      const { problems } = await hydrateServerHtml(themeSwitch, {
        visitor: returningVisitor(stored, paintedClass, systemDark),
      });

      expect(problems).toEqual([]);
      expect(pressedOption()).toEqual([label]);
      // The page never switches palette, not even for a moment while hydrating.
      expect(new Set(htmlClassHistory().filter(Boolean))).toEqual(new Set([paintedClass]));
    },
  );

  it('keeps working after hydration: a new choice changes the html class', async () => {
    await hydrateServerHtml(themeSwitch, { visitor: returningVisitor('dark', 'dark') });
    await userEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(pressedOption()).toEqual(['Light theme']);
    expect(document.documentElement.className).toBe('light');
  });
});
