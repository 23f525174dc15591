import { type Theme, ThemeProvider } from '@emotion/react';
import { type ReactNode, StrictMode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-provider';
import type { AppStore } from '../store/app-store';

export interface PlatformProvidersProps {
  store: AppStore;
  config: RuntimeConfig;
  /** The design system's theme (platform does not import the design system). */
  theme: Theme;
  globalStyles?: ReactNode;
  /** The router (browser, server or memory, by where the tree renders) and what it routes. */
  children: ReactNode;
}

/**
 * The one provider stack every page renders inside, in React's strict mode: the shell's page in the
 * browser and on its server, each remote's standalone page, and the test helpers. Only the router
 * differs by place.
 */
export function PlatformProviders({ store, config, theme, globalStyles, children }: PlatformProvidersProps) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <RuntimeConfigProvider value={config}>
          <ThemeProvider theme={theme}>
            {globalStyles}
            {children}
          </ThemeProvider>
        </RuntimeConfigProvider>
      </StoreProvider>
    </StrictMode>
  );
}
