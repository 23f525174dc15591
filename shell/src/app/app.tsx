import { ThemeProvider } from '@emotion/react';
import { createAppStore, RuntimeConfigProvider, type RuntimeConfig } from '@gentlebowl/platform';
import { appTheme, GlobalStyles } from '@gentlebowl/ui';
import { StrictMode, useState } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ConsentProvider } from '../features/consent/consent-provider';
import { ThemePreferenceProvider } from '../features/theme/theme-preference-provider';
import { AppRoutes } from './app-routes';

/** The providers every page (the shell's own and each remote's) renders inside: one store, one
 * router, one theme (the same in light and dark mode: the html class picks the palette). */
export function App({ config }: { config: RuntimeConfig }) {
  const [store] = useState(createAppStore);
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <RuntimeConfigProvider value={config}>
          <ThemeProvider theme={appTheme}>
            <GlobalStyles />
            <ConsentProvider>
              <ThemePreferenceProvider>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </ThemePreferenceProvider>
            </ConsentProvider>
          </ThemeProvider>
        </RuntimeConfigProvider>
      </StoreProvider>
    </StrictMode>
  );
}
