export type { PageRoute, RemoteName, RouteRedirect } from './page-route';
export { contentRoutes } from './content-routes';
export { selectorRoutes } from './selector-routes';
export { TOOLS_ANCHOR_TABS, TOOLS_TABS, toolsRoutes } from './tools-routes';
export type { ToolsAnchor, ToolsTab } from './tools-routes';
export { toolsSectionHref } from './tools-sections';
export {
  breadcrumbTrail,
  canonicalPath,
  fillPattern,
  isNoSuchRecord,
  isPersonalAddress,
  matchRoute,
  pageAddress,
  pageRoutes,
  redirectFor,
  requestAddress,
  routeById,
  routeHref,
  routeRedirects,
} from './catalogue';
export type { Crumb, HrefOptions, RouteId, RouteMatch } from './catalogue';
export {
  findFoodHref,
  footerLegalLinks,
  footerQuickLinks,
  footerResources,
  headerNavigation,
  popularArticles,
  resolveEntry,
  sitemapGroups,
} from './navigation';
export type { NavigationEntry, NavigationGroup, NavigationLink } from './navigation';
