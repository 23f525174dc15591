import { useRuntimeConfig } from '../config/runtime-config-provider';
import { absoluteCanonical, absoluteUrl, formatPageTitle } from './page-meta-logic';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: string;
  /** A path on this site ('/blog') or an absolute address; left out only on pages that say `noindex`. */
  canonical?: string;
  /** Asks search engines not to index the page: the not-found view, which has no canonical. */
  noindex?: boolean;
  ogTitle?: string;
  ogDescription?: string;
  ogType?: string;
  /** The page's own share image; pages without one share the site's (`SITE_SHARE_IMAGE`). */
  ogImage?: string;
}

/** The site's share-preview image, 1200 x 630 (drawn from services/content/media/og/home.svg):
 * every page's unless it has one of its own (spec "Page shell": every page sets an image). */
const SITE_SHARE_IMAGE = '/api/media/og/home.png';

/**
 * The page's head tags. React 19 hoists <title>, <meta> and <link> into document.head wherever they
 * are rendered, so a page declares its metadata next to its content.
 */
export function PageMeta({
  title,
  description,
  keywords,
  canonical,
  noindex = false,
  ogTitle,
  ogDescription,
  ogType = 'website',
  ogImage = SITE_SHARE_IMAGE,
}: PageMetaProps) {
  const { brandName, siteOrigin } = useRuntimeConfig();
  const canonicalUrl = canonical === undefined ? undefined : absoluteCanonical(canonical, siteOrigin);
  const imageUrl = absoluteUrl(ogImage, siteOrigin);

  return (
    <>
      <title>{formatPageTitle(title, brandName)}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={ogTitle ?? title} />
      <meta property="og:description" content={ogDescription ?? description} />
      <meta property="og:type" content={ogType} />
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
    </>
  );
}
