// Every path of the site and the remote that owns it. The browser router and the shell's server
// read this one table, so a path the router would answer with the not-found page is also answered
// with HTTP 404 by the server (no soft 404s for search engines).

export type RemoteName = 'mfe_content' | 'mfe_selector' | 'mfe_tools';

export interface RemoteRoute {
  /** A react-router path pattern: static segments and `:param` segments only. */
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this page (its default export is the page). */
  module: string;
}

export const remoteRoutes: readonly RemoteRoute[] = [
  // Until the home page exists, '/' shows the site map so no route is empty.
  { path: '/', remote: 'mfe_content', module: './sitemap-page' },
  { path: '/privacy', remote: 'mfe_content', module: './privacy-page' },
  { path: '/terms', remote: 'mfe_content', module: './terms-page' },
  { path: '/cookies', remote: 'mfe_content', module: './cookie-policy-page' },
  { path: '/accessibility', remote: 'mfe_content', module: './accessibility-page' },
  { path: '/sitemap', remote: 'mfe_content', module: './sitemap-page' },
  { path: '/food-selector', remote: 'mfe_selector', module: './food-selector-page' },
  { path: '/dog-food/:id', remote: 'mfe_selector', module: './dog-food-page' },
  { path: '/tools', remote: 'mfe_tools', module: './tools-page' },
];

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** The route that answers a pathname, or null for the not-found page. A trailing slash is
 * ignored, as react-router ignores it. */
export function matchRoute(pathname: string): RemoteRoute | null {
  const actual = segmentsOf(pathname);
  return (
    remoteRoutes.find((route) => {
      const pattern = segmentsOf(route.path);
      return (
        pattern.length === actual.length &&
        pattern.every((segment, index) => segment.startsWith(':') || segment === actual[index])
      );
    }) ?? null
  );
}
