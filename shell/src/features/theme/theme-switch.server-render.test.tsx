/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { ThemePreferenceProvider } from './theme-preference-provider';
import { ThemeSwitch } from './theme-switch';

describe('the theme switch on the server', () => {
  it('renders in Node, where no storage exists, with the default choice (light) pressed', () => {
    const html = renderInShellStackToString(
      <ThemePreferenceProvider>
        <ThemeSwitch />
      </ThemePreferenceProvider>,
      { theme: appTheme },
    );
    expect(typeof window).toBe('undefined');
    const pressed = [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(pressed).toEqual(['Light theme']);
  });
});
