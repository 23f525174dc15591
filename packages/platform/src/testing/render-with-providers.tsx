import { ThemeProvider } from '@emotion/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@gentlebowl/router';
import { defaultRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-provider';
import { type AppStore, createAppStore } from '../store/app-store';
import { testTheme } from './test-theme';

interface TestProvidersProps {
  store: AppStore;
  route: string;
  runtimeConfig: RuntimeConfig;
  children: ReactNode;
}

/** The providers the shell supplies: store, router, theme and runtime config. */
function TestProviders({ store, route, runtimeConfig, children }: TestProvidersProps) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={testTheme}>
          <RuntimeConfigProvider value={runtimeConfig}>{children}</RuntimeConfigProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>
  );
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  route?: string;
  runtimeConfig?: RuntimeConfig;
}

export function renderWithProviders(
  ui: ReactElement,
  { store = createAppStore(), route = '/', runtimeConfig = defaultRuntimeConfig, ...options }: ProviderOptions = {},
) {
  const result = render(
    <TestProviders store={store} route={route} runtimeConfig={runtimeConfig}>
      {ui}
    </TestProviders>,
    options,
  );
  return { store, ...result };
}
