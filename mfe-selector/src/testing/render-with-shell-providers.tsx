import { ThemeProvider } from '@emotion/react';
import {
  createAppStore,
  defaultRuntimeConfig,
  type RuntimeConfig,
  RuntimeConfigProvider,
  Toaster,
} from '@gentlebowl/platform';
import { type AppTheme, lightTheme } from '@gentlebowl/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface ShellProviderOptions {
  route?: string;
  /** The route pattern the page is rendered under, so it can read its params ('/dog-food/:id'). */
  path?: string;
  config?: Partial<RuntimeConfig>;
  theme?: AppTheme;
  store?: ReturnType<typeof createAppStore>;
}

/**
 * Renders a page or part of this remote inside what the shell gives it in production: store, router,
 * theme and runtime configuration, plus the shell's toast viewport so tests see toasts.
 */
export function renderWithShellProviders(
  ui: ReactElement,
  { route = '/food-selector', path, config, theme = lightTheme, store = createAppStore() }: ShellProviderOptions = {},
) {
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={theme}>
          <RuntimeConfigProvider value={{ ...defaultRuntimeConfig, ...config }}>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<p>Left the page</p>} />
              </Routes>
            ) : (
              ui
            )}
            <Toaster />
          </RuntimeConfigProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...result };
}
