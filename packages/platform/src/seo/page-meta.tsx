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
  ogImage?: string;
}

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
  ogImage,
}: PageMetaProps) {
  const { brandName, siteOrigin } = useRuntimeConfig();
  const canonicalUrl = canonical === undefined ? undefined : absoluteCanonical(canonical, siteOrigin);
  const imageUrl = ogImage ? absoluteUrl(ogImage, siteOrigin) : undefined;

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
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
    </>
  );
}
