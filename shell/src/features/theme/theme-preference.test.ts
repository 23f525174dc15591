import { applyThemeClass, parseThemePreference, resolveTheme } from './theme-preference';

describe('theme preference', () => {
  it('defaults to light when nothing (or something unknown) is stored', () => {
    expect(parseThemePreference(null)).toBe('light');
    expect(parseThemePreference('blue')).toBe('light');
    expect(parseThemePreference('system')).toBe('system');
  });

  it('follows the operating system only for the system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('puts exactly one theme class on the root element', () => {
    const root = document.createElement('html');
    root.classList.add('light');
    applyThemeClass(root, 'dark');
    expect([...root.classList]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
  });
});
