import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { ThemeSwitch } from './theme-switch';

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

/** A visitor who chose `theme` earlier: the server sent the page with it on <html>. */
function returningVisitor(theme: string) {
  return () => {
    document.documentElement.className = theme;
    htmlClassHistory = watchHtmlClass();
  };
}

const pressedOption = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => button.getAttribute('aria-label'));

describe('the theme switch on a server-rendered page', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: false, status: 0, type: 'opaqueredirect' }));

  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it.each([
    ['dark', 'Dark theme'],
    ['system', 'System theme'],
  ])('hydrates without a mismatch for a visitor who chose %s, then shows that choice without repainting', async (theme, label) => {
    const { problems } = await hydrateServerHtml(<ThemeSwitch />, { theme: appTheme, visitor: returningVisitor(theme) });
    expect(problems).toEqual([]);
    expect(pressedOption()).toEqual([label]);
    // The page never switches palette, not even for a moment while hydrating.
    expect(new Set(htmlClassHistory().filter(Boolean))).toEqual(new Set([theme]));
  });

  it('switches at once after hydration and sends the same form the browser would have sent', async () => {
    await hydrateServerHtml(<ThemeSwitch />, { theme: appTheme, route: '/privacy', visitor: returningVisitor('dark') });
    await userEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(pressedOption()).toEqual(['Light theme']);
    expect(document.documentElement.className).toBe('light');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/preferences');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, redirect: 'manual' });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ return: '/privacy', theme: 'light' });
  });
});
