/** Search engines must not read paid links as endorsements; the new tab must not get `window.opener`. */
export const AFFILIATE_LINK_REL = 'sponsored nofollow noopener';
export const DEFAULT_PARTNER_CODE = 'gentlebowl';

// amazon.com, amazon.de, amazon.co.uk, amazon.com.au ... with any subdomain (www., smile.).
const AMAZON_HOST = /(^|\.)amazon\.([a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
const AMAZON_SHORT_LINK_HOST = 'amzn.to';
const CHEWY_HOST = /(^|\.)chewy\.com$/;

function isAmazonHost(hostname: string): boolean {
  return hostname === AMAZON_SHORT_LINK_HOST || AMAZON_HOST.test(hostname);
}

/**
 * The retailer address with our partner code in the parameter each programme reads: Amazon `tag`
 * (`<code>-20`), Chewy `partner`, everyone else `ref`. Existing query parameters are kept. An address
 * that cannot be used is logged and returned unchanged, so a bad record never breaks a page.
 */
export function buildAffiliateUrl(url: string, partnerCode: string = DEFAULT_PARTNER_CODE): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new Error(`unsupported protocol ${parsed.protocol}`);
    }
    const hostname = parsed.hostname.toLowerCase();
    if (isAmazonHost(hostname)) {
      parsed.searchParams.set('tag', `${partnerCode}-20`);
    } else if (CHEWY_HOST.test(hostname)) {
      parsed.searchParams.set('partner', partnerCode);
    } else {
      parsed.searchParams.set('ref', partnerCode);
    }
    return parsed.toString();
  } catch (error) {
    console.error('affiliate_url_build_failed', {
      url,
      error: error instanceof Error ? error.message : String(error),
    });
    return url;
  }
}

export interface AffiliateSource {
  affiliateUrl?: string | null;
  whereToBuyUrl?: string | null;
}

/** Where a buy button points: a stored affiliate address verbatim, else one built from the retailer address. */
export function affiliateHref(source: AffiliateSource, partnerCode: string = DEFAULT_PARTNER_CODE): string | null {
  if (source.affiliateUrl) return source.affiliateUrl;
  if (source.whereToBuyUrl) return buildAffiliateUrl(source.whereToBuyUrl, partnerCode);
  return null;
}
