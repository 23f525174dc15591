import { absoluteCanonical } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

export interface GuideArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  description: string;
  about: { '@type': 'Thing'; name: string };
  author: { '@type': 'Organization'; name: string; url: string };
  publisher: { '@type': 'Organization'; name: string; url: string };
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
}

/** schema.org Article for the guide, written by the site's editorial team; addresses are absolute
 * on the site's own origin. */
export function guideArticleJsonLd(
  { headline, description }: { headline: string; description: string },
  { siteOrigin, brandName }: { siteOrigin: string; brandName: string },
): GuideArticleJsonLd {
  const site = { '@type': 'Organization', name: brandName, url: absoluteCanonical(routeHref('home'), siteOrigin) } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    about: { '@type': 'Thing', name: 'Sensitive stomach in dogs' },
    author: site,
    publisher: site,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': absoluteCanonical(routeHref('sensitive-stomach-guide'), siteOrigin),
    },
  };
}
