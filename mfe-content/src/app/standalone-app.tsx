import { StandaloneFrame } from '@gentlebowl/platform';
import { contentRoutes, routeHref } from '@gentlebowl/routes';
import { appTheme, GlobalStyles } from '@gentlebowl/ui';
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@gentlebowl/router';

// The content team's own page: the pages this remote declares in the route catalogue, each from its
// exposed module, with a throwaway store and a plain frame, so the remote can be developed and
// checked without the shell. The dev server proxies /api to the API.
const pages = contentRoutes.map((route) => ({
  path: route.path,
  Page: lazy(() => import(`./exposed/${route.module.slice(2)}.tsx`)),
}));

const links = contentRoutes
  .filter((route) => !route.path.includes(':'))
  .map((route) => ({ to: route.path, label: route.title }));

export function StandaloneApp() {
  return (
    <StandaloneFrame remote="mfe-content" links={links} theme={appTheme} globalStyles={<GlobalStyles />}>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={routeHref('home')} replace />} />
      </Routes>
    </StandaloneFrame>
  );
}
