import { ThemeProvider } from '@emotion/react';
import { createAppStore, defaultRuntimeConfig, RuntimeConfigProvider, Toaster } from '@gentlebowl/platform';
import { GlobalStyles, lightTheme } from '@gentlebowl/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

// The content team's own page: the exposed pages with a throwaway store and a plain frame, so
// the remote can be developed and checked without the shell.
const pages = [
  { path: '/privacy', label: 'Privacy', Page: lazy(() => import('./exposed/privacy-page')) },
  { path: '/terms', label: 'Terms', Page: lazy(() => import('./exposed/terms-page')) },
  { path: '/cookies', label: 'Cookies', Page: lazy(() => import('./exposed/cookie-policy-page')) },
  { path: '/accessibility', label: 'Accessibility', Page: lazy(() => import('./exposed/accessibility-page')) },
  { path: '/sitemap', label: 'Site Map', Page: lazy(() => import('./exposed/sitemap-page')) },
];

const SitemapFallback = lazy(() => import('./exposed/sitemap-page'));

export function StandaloneApp() {
  const [store] = useState(createAppStore);
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <RuntimeConfigProvider value={defaultRuntimeConfig}>
          <ThemeProvider theme={lightTheme}>
            <GlobalStyles />
            <BrowserRouter>
              <nav aria-label="Content remote pages" style={{ display: 'flex', gap: 16, padding: 16 }}>
                <strong>mfe-content (standalone)</strong>
                {pages.map(({ path, label }) => (
                  <Link key={path} to={path}>
                    {label}
                  </Link>
                ))}
              </nav>
              <main>
                <Suspense fallback={<p>Loading…</p>}>
                  <Routes>
                    {pages.map(({ path, Page }) => (
                      <Route key={path} path={path} element={<Page />} />
                    ))}
                    <Route path="*" element={<SitemapFallback />} />
                  </Routes>
                </Suspense>
              </main>
              <Toaster />
            </BrowserRouter>
          </ThemeProvider>
        </RuntimeConfigProvider>
      </StoreProvider>
    </StrictMode>
  );
}
