import { absoluteCanonical, absoluteUrl } from '@gentlebowl/platform';
import { routeById, routeHref } from '@gentlebowl/routes';

export interface GuideArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  about: { '@type': 'Thing'; name: string };
  author: { '@type': 'Organization'; name: string; url: string };
  publisher: { '@type': 'Organization'; name: string; url: string };
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
}

/** schema.org Article for the guide, written by the site's editorial team, with the dates the route
 * catalogue gives its text (the ones /sitemap.xml reads too); addresses are absolute on the site's
 * own origin. */
export function guideArticleJsonLd(
  { headline, description, imageUrl }: { headline: string; description: string; imageUrl: string },
  { siteOrigin, brandName }: { siteOrigin: string; brandName: string },
): GuideArticleJsonLd {
  const site = { '@type': 'Organization', name: brandName, url: absoluteCanonical(routeHref('home'), siteOrigin) } as const;
  const { published, lastModified } = routeById('sensitive-stomach-guide');
  if (!published || !lastModified) throw new Error('The guide\'s route must say when its text was published and last changed');
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    image: absoluteUrl(imageUrl, siteOrigin),
    datePublished: published,
    dateModified: lastModified,
    about: { '@type': 'Thing', name: 'Sensitive stomach in dogs' },
    author: site,
    publisher: site,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': absoluteCanonical(routeHref('sensitive-stomach-guide'), siteOrigin),
    },
  };
}
