import { absoluteCanonical } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

export interface SiteIdentity {
  brandName: string;
  siteOrigin: string;
  contactEmail: string;
}

/**
 * The site's Organization and WebSite (schema.org), emitted once, on the home page. Both are
 * addressed by the home page's canonical URL, the bare origin, and the site names its publisher.
 */
export function siteJsonLd({ brandName, siteOrigin, contactEmail }: SiteIdentity) {
  const url = absoluteCanonical(routeHref('home'), siteOrigin);
  const organizationId = `${url}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': organizationId, name: brandName, url, email: contactEmail },
      {
        '@type': 'WebSite',
        '@id': `${url}/#website`,
        name: brandName,
        url,
        inLanguage: 'en',
        publisher: { '@id': organizationId },
      },
    ],
  };
}
