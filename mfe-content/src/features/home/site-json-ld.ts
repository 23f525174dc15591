import { absoluteCanonical, absoluteUrl } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

export interface SiteIdentity {
  brandName: string;
  siteOrigin: string;
  contactEmail: string;
}

/** The brand mark (the shell's favicon drawn at 512 x 512 px), from the API's media. */
const LOGO = '/api/media/brand/logo.png';

/**
 * The site's Organization (with its logo) and WebSite (schema.org), emitted once, on the home page.
 * Both are addressed by the home page's canonical URL, the bare origin, and the site names its
 * publisher.
 */
export function siteJsonLd({ brandName, siteOrigin, contactEmail }: SiteIdentity) {
  const url = absoluteCanonical(routeHref('home'), siteOrigin);
  const organizationId = `${url}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: brandName,
        url,
        logo: absoluteUrl(LOGO, siteOrigin),
        email: contactEmail,
      },
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
