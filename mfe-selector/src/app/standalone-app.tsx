import { StandaloneFrame } from '@gentlebowl/platform';
import { routeHref, selectorRoutes } from '@gentlebowl/routes';
import { appTheme, GlobalStyles } from '@gentlebowl/ui';
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@gentlebowl/router';

// The selector team's own page: the pages this remote declares in the route catalogue, each from its
// exposed module, with a throwaway store and a plain frame, so the remote can be developed and
// checked without the shell. The dev server proxies /api to the API.
const pages = selectorRoutes.map((route) => ({
  path: route.path,
  Page: lazy(() => import(`./exposed/${route.module.slice(2)}.tsx`)),
}));

const links = [
  { to: routeHref('food-selector'), label: 'Food selector' },
  { to: routeHref('dog-food', { params: { id: 1 } }), label: 'A product page' },
  { to: routeHref('dog-food', { params: { id: 999999 } }), label: 'A missing product' },
  { to: routeHref('compare', { query: { foods: '1,2,3', age: 'adult', size: 'medium' } }), label: 'A comparison' },
];

export function StandaloneApp() {
  return (
    <StandaloneFrame remote="mfe-selector" links={links} theme={appTheme} globalStyles={<GlobalStyles />}>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={routeHref('food-selector')} replace />} />
      </Routes>
    </StandaloneFrame>
  );
}
