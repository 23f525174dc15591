import { matchPath } from 'react-router-dom';
import { matchRoute, remoteRoutes } from './route-table';

describe('matchRoute', () => {
  it('finds the owner of a static path and of a parameterised one', () => {
    expect(matchRoute('/privacy')).toMatchObject({ remote: 'mfe_content', module: './privacy-page' });
    expect(matchRoute('/dog-food/42')).toMatchObject({ remote: 'mfe_selector' });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/terms/')).toMatchObject({ module: './terms-page' });
  });

  it('answers null for paths the site does not have', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/privacy/extra')).toBeNull();
    expect(matchRoute('/dog-food')).toBeNull();
  });

  it.each(['/', '/privacy', '/sitemap', '/dog-food/7', '/tools', '/nope', '/dog-food/7/x', '/terms/'])(
    'agrees with react-router on %s, so the server and the browser give the same answer',
    (pathname) => {
      const routerMatch = remoteRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
      expect(matchRoute(pathname)).toBe(routerMatch ?? null);
    },
  );
});
