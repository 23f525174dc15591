/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { ThemeSwitch } from './theme-switch';

describe('the theme switch on the server', () => {
  it('renders in Node as a form that posts the choice and comes back to the page, the same for every visitor', () => {
    const html = renderInShellStackToString(<ThemeSwitch />, { theme: appTheme, route: '/blog?topic=Health' });
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/<form[^>]*action="\/preferences" method="post"/);
    expect(html).toContain('<input type="hidden" name="return" value="/blog?topic=Health"/>');
    const buttons = [...html.matchAll(/<button([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(buttons.map((button) => /aria-label="([^"]+)"/.exec(button)?.[1])).toEqual(['Light theme', 'Dark theme', 'System theme']);
    expect(buttons.every((button) => button.includes('type="submit"') && button.includes('name="theme"'))).toBe(true);
    expect(buttons.map((button) => /value="(\w+)"/.exec(button)?.[1])).toEqual(['light', 'dark', 'system']);
    // Which choice is on is the visitor's, written on <html> when the page is sent: the html class
    // shows it until the page's scripts say it.
    expect(buttons.some((button) => button.includes('aria-pressed'))).toBe(false);
    for (const theme of ['light', 'dark', 'system']) {
      expect(html).toMatch(new RegExp(`html\\.${theme} \\.css-[a-z0-9]+\\[value="${theme}"\\]:not\\(\\[aria-pressed\\]\\)\\{background:var\\(--gb-primary\\)`));
    }
  });
});
