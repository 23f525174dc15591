import type { BlogPostSummary } from '@gentlebowl/contracts';
import { absoluteCanonical, absoluteUrl } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

export interface BlogPostingJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BlogPosting';
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  articleSection: string;
  keywords: string;
  author: { '@type': 'Organization'; name: string; url: string };
  publisher: { '@type': 'Organization'; name: string; url: string };
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
}

/**
 * schema.org BlogPosting for a post. The site writes its articles as an editorial team, so author and
 * publisher are the site itself; addresses are absolute on the site's own origin.
 */
export function blogPostingJsonLd(
  post: Pick<BlogPostSummary, 'title' | 'slug' | 'metaDescription' | 'imageUrl' | 'publishedAt' | 'category' | 'metaKeywords'>,
  { siteOrigin, brandName }: { siteOrigin: string; brandName: string },
): BlogPostingJsonLd {
  const site = { '@type': 'Organization', name: brandName, url: absoluteCanonical(routeHref('home'), siteOrigin) } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: absoluteUrl(post.imageUrl, siteOrigin),
    datePublished: post.publishedAt,
    articleSection: post.category,
    keywords: post.metaKeywords,
    author: site,
    publisher: site,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': absoluteCanonical(routeHref('blog-post', { params: { slug: post.slug } }), siteOrigin),
    },
  };
}
