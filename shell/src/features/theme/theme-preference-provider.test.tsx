import { ThemeProvider } from '@emotion/react';
import { appTheme } from '@gentlebowl/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemePreferenceProvider } from './theme-preference-provider';
import { ThemeSwitch } from './theme-switch';

type Listener = () => void;

/** A system colour-scheme setting the test can flip. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function renderSwitch() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={appTheme}>
      <ThemePreferenceProvider>
        <ThemeSwitch />
      </ThemePreferenceProvider>
    </ThemeProvider>,
  );
  const classNames = () =>
    [screen.getByRole('group', { name: 'Colour theme' }), ...screen.getAllByRole('button')].map((node) => node.className);
  return { user, classNames };
}

describe('ThemePreferenceProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = 'light';
  });

  it('switches modes through the html class alone: no class name or style is regenerated', async () => {
    fakeSystemScheme(false);
    const { user, classNames } = renderSwitch();
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    const lightClassNames = classNames();
    const lightStyles = document.head.innerHTML;

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));

    expect([...document.documentElement.classList]).toEqual(['dark']);
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(classNames()).toEqual(lightClassNames);
    expect(document.head.innerHTML).toBe(lightStyles);
  });

  it('follows the system setting while the system preference is chosen', async () => {
    const system = fakeSystemScheme(false);
    const { user } = renderSwitch();
    await user.click(screen.getByRole('button', { name: 'System theme' }));
    expect([...document.documentElement.classList]).toEqual(['light']);

    act(() => system.set(true));
    expect([...document.documentElement.classList]).toEqual(['dark']);

    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    act(() => system.set(false));
    act(() => system.set(true));
    expect([...document.documentElement.classList]).toEqual(['light']);
  });
});
