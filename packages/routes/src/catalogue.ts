import { contentRoutes } from './content-routes';
import type { PageRoute, RouteRedirect } from './page-route';
import { selectorRoutes } from './selector-routes';
import { toolsRoutes } from './tools-routes';

/** Every page of the site. The shell's router, its server's 404 and redirect decisions, the
 * navigation, the footer, the site map, breadcrumbs, canonicals and /sitemap.xml all read this list,
 * so a link can only name a page that some remote serves. */
export const pageRoutes: readonly PageRoute[] = [...contentRoutes, ...selectorRoutes, ...toolsRoutes];

export type RouteId = (typeof contentRoutes | typeof selectorRoutes | typeof toolsRoutes)[number]['id'];

/** Addresses that moved; each answers with a permanent redirect to the page that replaced it. */
export const routeRedirects: readonly RouteRedirect[] = [
  // The home page's FAQ link of the first site.
  { from: '/faq', to: '/sensitive-stomach-faq' },
  // The guide's breadcrumb parent: the guides live on the dog food guides page.
  { from: '/guides', to: '/dog-food-guides' },
];

const byId = new Map(pageRoutes.map((route) => [route.id, route]));

export function routeById(id: RouteId): PageRoute {
  const route = byId.get(id);
  if (!route) throw new Error(`No page is declared with the id "${id}"`);
  return route;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** Each page's path split into segments once: the server matches a few addresses per request. */
const routePatterns = pageRoutes.map((route) => ({ route, pattern: segmentsOf(route.path) }));

/** The page that answers a pathname and its parameters, or null for the not-found page. A trailing
 * slash is ignored, as react-router ignores it. */
export function matchRoute(pathname: string): RouteMatch | null {
  const actual = segmentsOf(pathname);
  for (const { route, pattern } of routePatterns) {
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const value = actual[index] ?? '';
      if (!segment.startsWith(':')) return segment === value;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * Whether the API's status for a route's `resource` says the site has no such record: 404, or a
 * refusal of the address itself, which no record can have (400 for a malformed id, 414 for one too
 * long for any).
 */
export function isNoSuchRecord(status: number): boolean {
  return status === 404 || status === 400 || status === 414;
}

/**
 * The address a request names: its target as the request line gives it (`/cookies?x=1`). A target
 * is read as a path even when it starts with two slashes: `new URL('//cookies', base)` would read
 * another host's root there, and the site would serve its home page at a made-up address. Only the
 * path and query of the result mean anything.
 */
export function requestAddress(target: string): URL {
  return target.startsWith('/') ? new URL(`http://site.invalid${target}`) : new URL(target, 'http://site.invalid/');
}

/**
 * A page's address with only the query parameters its route reads (`query`), in their order and
 * spelling: addresses that differ in nothing else (a tracking tag, a cache buster) are one page.
 * An address no route serves keeps none.
 */
export function pageAddress(url: URL): string {
  const read = new Set(matchRoute(url.pathname)?.route.query ?? []);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => read.has(new URLSearchParams(pair).keys().next().value ?? ''));
  return kept.length > 0 ? `${url.pathname}?${kept.join('&')}` : url.pathname;
}

/**
 * Whether an address is one person's page: it carries one of its route's `personal` parameters (a
 * dog's name, a note, a mail link's token) with a value. The same page without them is everyone's.
 */
export function isPersonalAddress(url: URL): boolean {
  const personal = matchRoute(url.pathname)?.route.personal ?? [];
  return personal.some((name) => url.searchParams.getAll(name).some((value) => value !== ''));
}

/** The redirect for a pathname (trailing slash and the case of its letters ignored), or null. */
export function redirectFor(pathname: string): RouteRedirect | null {
  const normalised = `/${segmentsOf(pathname).join('/')}`.toLowerCase();
  return routeRedirects.find((redirect) => redirect.from === normalised) ?? null;
}

/**
 * The one address of the page a pathname names, as the catalogue spells it: no trailing or doubled
 * slash, and in lower case. Fixed segments are the route's own; parameters are lower case too, since
 * every record the site names by its address has a lower-case key (a post's slug is lower-case words,
 * a product's id digits), so `/Blog/Some-Post` is a duplicate of `/blog/some-post`, not another
 * record. Null for a pathname no route serves in any spelling. A pathname that differs from its
 * canonical path is a duplicate address the server redirects.
 */
/** A parameter in lower case, its percent escapes as written (`%2F` and `%2f` are the same byte). */
const lowerCaseParameter = (value: string) =>
  value.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));

export function canonicalPath(pathname: string): string | null {
  const actual = segmentsOf(pathname);
  for (const { pattern } of routePatterns) {
    if (pattern.length !== actual.length) continue;
    const matches = pattern.every(
      (segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index]?.toLowerCase(),
    );
    if (matches) {
      return `/${pattern.map((segment, index) => (segment.startsWith(':') ? lowerCaseParameter(actual[index] ?? '') : segment)).join('/')}`;
    }
  }
  return null;
}

/** Fills a pattern's `:param`s; a missing parameter is a programming error. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`The path ${pattern} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

export interface HrefOptions {
  params?: Readonly<Record<string, string | number>>;
  /** A section of the page, without '#'. */
  hash?: string;
  query?: Readonly<Record<string, string>>;
}

/** The address of a declared page: `routeHref('blog-post', { params: { slug } })`. */
export function routeHref(id: RouteId, { params, hash, query }: HrefOptions = {}): string {
  const path = fillPattern(routeById(id).path, params);
  // Commas may stand in a query as they are (RFC 3986 sub-delimiters), so lists stay readable: ?foods=1,7,12
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString().replace(/%2C/g, ',')}` : '';
  return `${path}${search}${hash ? `#${hash}` : ''}`;
}

export interface Crumb {
  label: string;
  href: string;
  current?: boolean;
}

/**
 * The breadcrumb trail of a page, from Home down through its declared parents. Pattern pages pass
 * their own last crumb (a post's title and address); other pages end with their own declared crumb.
 */
export function breadcrumbTrail(id: RouteId, current?: { label: string; href: string }): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let route: PageRoute | undefined = routeById(id);
  while (route && !seen.has(route.id)) {
    seen.add(route.id);
    trail.unshift({ label: route.crumb ?? route.title, href: route.path });
    route = route.parent ? byId.get(route.parent) : undefined;
  }
  if (current) trail[trail.length - 1] = { ...current };
  trail[trail.length - 1] = { ...(trail[trail.length - 1] as Crumb), current: true };
  return trail;
}
