import { type AppStore, PlatformProviders, type RuntimeConfig } from '@gentlebowl/platform';
import { appTheme, GlobalStyles } from '@gentlebowl/ui';
import { BrowserRouter, StaticRouter } from '@gentlebowl/router';
import { type PreloadedPages, PreloadedPagesProvider } from '../features/remotes/preloaded-pages';
import { AppRoutes } from './app-routes';

export interface AppProps {
  store: AppStore;
  config: RuntimeConfig;
  /** Pages loaded before rendering (see PreloadedPages). */
  pages: PreloadedPages;
  /** On the server: the requested address (path and query). In the browser: left out. */
  location?: string;
}

/** The providers every page (the shell's own and each remote's) renders inside, on the server and
 * in the browser: one store, one router, one theme (the same in light and dark mode: the html
 * class picks the palette). */
export function App({ store, config, pages, location }: AppProps) {
  const routes = (
    <PreloadedPagesProvider value={pages}>
      <AppRoutes />
    </PreloadedPagesProvider>
  );
  return (
    <PlatformProviders store={store} config={config} theme={appTheme} globalStyles={<GlobalStyles />}>
      {location === undefined ? (
        <BrowserRouter>{routes}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{routes}</StaticRouter>
      )}
    </PlatformProviders>
  );
}
