/** Spec "Page shell": every page title reads '{title} | {brand}'. */
export function formatPageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

function withoutTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

function parseOnOrigin(pathOrUrl: string, origin: string): { site: URL; resolved: URL } | null {
  try {
    const site = new URL(origin);
    return { site, resolved: new URL(pathOrUrl, site) };
  } catch {
    return null;
  }
}

/**
 * The absolute canonical address of a page. A relative path is placed on the site's own origin; an
 * address on the site's own origin is normalised the same way (no fragment, no trailing slash, so the
 * home page is the bare origin); an address on another origin, or one that cannot be parsed, is kept
 * as given.
 */
export function absoluteCanonical(canonical: string, origin: string): string {
  const parsed = parseOnOrigin(canonical, origin);
  if (!parsed || parsed.resolved.origin !== parsed.site.origin) return canonical;
  return `${parsed.site.origin}${withoutTrailingSlashes(parsed.resolved.pathname)}${parsed.resolved.search}`;
}

/** An asset address (e.g. a share image) made absolute on the site's origin; other origins are kept. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return parseOnOrigin(pathOrUrl, origin)?.resolved.href ?? pathOrUrl;
}
