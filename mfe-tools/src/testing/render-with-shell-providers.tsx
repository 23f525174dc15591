import { ThemeProvider } from '@emotion/react';
import { createAppStore, defaultRuntimeConfig, RuntimeConfigProvider, Toaster } from '@gentlebowl/platform';
import { lightTheme } from '@gentlebowl/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a page or widget of this remote inside what the shell gives it in production: store,
 * router, theme and runtime configuration, plus the shell's toast viewport so tests see toasts.
 */
export function renderWithShellProviders(ui: ReactElement, { route = '/tools' }: { route?: string } = {}) {
  const store = createAppStore();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={lightTheme}>
          <RuntimeConfigProvider value={defaultRuntimeConfig}>
            {ui}
            <Toaster />
          </RuntimeConfigProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...result };
}
