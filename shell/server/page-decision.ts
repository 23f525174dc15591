import { canonicalPath, fillPattern, isNoSuchRecord, matchRoute, redirectFor } from '@gentlebowl/routes';

/** What the server answers for a page address, decided from the route catalogue. */
export type PageDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: 200 | 404 };

/** How long the server waits for the API to say whether a record exists before serving the page
 * anyway (the browser then shows the record's own loading, error or not-found state). */
const EXISTENCE_CHECK_TIMEOUT_MS = 2_000;

/** Whether the API has a record, asked on behalf of the visitor at `visitorAddress` (sent as
 * X-Forwarded-For, so the API's logs and limits count the visitor, not the shell). */
export type ResourceExists = (resourcePath: string, visitorAddress: string) => Promise<boolean | 'unknown'>;

/** Asks the API for a record: 200 means it exists, 404 or a refused address (isNoSuchRecord) that
 * it does not; anything else (the API down or slow) is unknown, and unknown never becomes a 404. */
export function apiResourceExists(apiUrl: URL): ResourceExists {
  return async (resourcePath, visitorAddress) => {
    try {
      const response = await fetch(new URL(resourcePath, apiUrl), {
        headers: { accept: 'application/json', 'x-forwarded-for': visitorAddress },
        signal: AbortSignal.timeout(EXISTENCE_CHECK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      if (isNoSuchRecord(response.status)) return false;
      return 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

/** What the route catalogue alone says of an address: a page with its status, a redirect, or a
 * record's page, whose status depends on whether the API has the `resource` it names. */
export type AddressDecision = PageDecision | { kind: 'record'; resource: string };

/**
 * Redirects moved addresses and every other spelling of a page's address (a trailing slash, another
 * case) to the one the catalogue gives it (301, query kept), so each page is found, linked and indexed
 * at one address; answers unknown paths with 404. A record's page (a post, a product) is left to
 * `recordPageStatus`, so that search engines never index a "soft 404".
 */
export function decideAddress(url: URL): AddressDecision {
  const redirect = redirectFor(url.pathname);
  if (redirect) return { kind: 'redirect', location: `${redirect.to}${url.search}` };
  const canonical = canonicalPath(url.pathname);
  if (canonical !== null && canonical !== url.pathname) return { kind: 'redirect', location: `${canonical}${url.search}` };

  const match = matchRoute(url.pathname);
  if (!match) return { kind: 'page', status: 404 };
  if (!match.route.resource) return { kind: 'page', status: 200 };
  return { kind: 'record', resource: fillPattern(match.route.resource, match.params) };
}

/**
 * A page's status when it is not a record's: the route catalogue's, unless its render learned that
 * the address names nothing the site has (`found` false: its loader said so, as the catalogue's does
 * for a page past the last or a filter value it does not know), so that such an address is no "soft
 * 404" either.
 */
export function pageStatus(decision: Extract<PageDecision, { kind: 'page' }>, found: boolean | undefined): 200 | 404 {
  return found === false ? 404 : decision.status;
}

/**
 * A record's page answers 404 when the API has no such record: as the page's render learned it
 * from its loader (`learned`), else by asking the API. An API that cannot say never makes a 404.
 */
export async function recordPageStatus(
  resource: string,
  visitorAddress: string,
  resourceExists: ResourceExists,
  learned: boolean | undefined,
): Promise<200 | 404> {
  const exists = learned ?? (await resourceExists(resource, visitorAddress));
  return exists === false ? 404 : 200;
}
