import { routeHref } from '@gentlebowl/routes';
import { ContentSection } from '../../shared/content-section';
import { ResourceLinks } from '../../shared/resource-links';
import { relatedArticles } from './related-articles';

/** Four more articles to read, from the fixed list, the post's own category first (spec: Blog post). */
export function RelatedArticlesBlock({ slug, category }: { slug: string; category: string }) {
  return (
    <ContentSection title="Related Articles">
      <ResourceLinks
        links={relatedArticles({ slug, category }).map((article) => ({
          label: article.title,
          href: routeHref('blog-post', { params: { slug: article.slug } }),
          kicker: article.category,
        }))}
      />
    </ContentSection>
  );
}
