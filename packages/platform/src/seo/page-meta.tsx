import { SHARE_CARD, shareCardUrl } from '@gentlebowl/contracts';
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
  /** The page's own picture as the page shows it ('/api/media/posts/<slug>.svg'); pages without one
   * share the site's (`SITE_IMAGE`). */
  ogImage?: string;
}

/** The site's picture: every page's share image unless it has one of its own (spec "Page shell":
 * every page sets an image). */
const SITE_IMAGE = '/api/media/og/home.svg';

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
  ogImage = SITE_IMAGE,
}: PageMetaProps) {
  const { brandName, siteOrigin } = useRuntimeConfig();
  const canonicalUrl = canonical === undefined ? undefined : absoluteCanonical(canonical, siteOrigin);
  // Previews show no SVG: an SVG picture is shared as the PNG card the API draws of it, whose size is
  // known, so previews can lay it out before fetching it. A raster picture is shared as it is.
  const card = shareCardUrl(ogImage);
  const imageUrl = absoluteUrl(card ?? ogImage, siteOrigin);

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
      {card ? (
        <>
          <meta property="og:image:type" content={SHARE_CARD.type} />
          <meta property="og:image:width" content={String(SHARE_CARD.width)} />
          <meta property="og:image:height" content={String(SHARE_CARD.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
    </>
  );
}
