import { StandaloneFrame } from '@gentlebowl/platform';
import { GlobalStyles, lightTheme } from '@gentlebowl/ui';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// The content team's own page: the exposed pages with a throwaway store and a plain frame, so
// the remote can be developed and checked without the shell.
const pages = [
  { path: '/privacy', label: 'Privacy', Page: lazy(() => import('./exposed/privacy-page')) },
  { path: '/terms', label: 'Terms', Page: lazy(() => import('./exposed/terms-page')) },
  { path: '/cookies', label: 'Cookies', Page: lazy(() => import('./exposed/cookie-policy-page')) },
  { path: '/accessibility', label: 'Accessibility', Page: lazy(() => import('./exposed/accessibility-page')) },
  { path: '/sitemap', label: 'Site Map', Page: lazy(() => import('./exposed/sitemap-page')) },
];

const links = pages.map(({ path, label }) => ({ to: path, label }));

const SitemapFallback = lazy(() => import('./exposed/sitemap-page'));

export function StandaloneApp() {
  return (
    <StandaloneFrame remote="mfe-content" links={links} theme={lightTheme} globalStyles={<GlobalStyles />}>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<SitemapFallback />} />
      </Routes>
    </StandaloneFrame>
  );
}
