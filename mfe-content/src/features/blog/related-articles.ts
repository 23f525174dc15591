import type { BlogCategory } from '@gentlebowl/contracts';

export interface RelatedArticle {
  slug: string;
  title: string;
  category: BlogCategory;
}

/** Spec: a post page links to 4 articles from a fixed list of 10. */
export const RELATED_ARTICLE_COUNT = 4;

/**
 * The fixed list the related-articles block picks from (spec: Blog post), in order of preference:
 * the cornerstone articles first. Slugs, titles and categories are those of the published posts
 * (services/content/posts); the e2e suite checks that every link still resolves.
 */
export const RELATED_ARTICLE_POOL: readonly RelatedArticle[] = [
  {
    slug: 'best-dog-foods-for-sensitive-stomachs',
    title: 'Best Dog Foods for Sensitive Stomachs: How to Match the Food to the Problem',
    category: 'Nutrition',
  },
  {
    slug: 'best-dog-food-for-diarrhea',
    title: 'Best Dog Food for Diarrhea: What to Feed, What to Avoid and When to Call the Vet',
    category: 'Health',
  },
  {
    slug: 'transitioning-to-new-dog-food-for-sensitive-stomachs',
    title: 'How to Transition a Dog with a Sensitive Stomach to a New Food',
    category: 'Education',
  },
  {
    slug: 'hypoallergenic-dog-food',
    title: 'Hypoallergenic Dog Food: What It Is and How to Choose One',
    category: 'Nutrition',
  },
  {
    slug: 'hypoallergenic-dog-food-guide',
    title: 'The Elimination Diet for Dogs: A Step-by-Step Hypoallergenic Food Guide',
    category: 'Health',
  },
  {
    slug: 'limited-ingredient-dog-food-benefits',
    title: 'Limited Ingredient Dog Food: Benefits, Limits and Who It Suits',
    category: 'Education',
  },
  {
    slug: 'top-5-best-dog-foods-for-sensitive-stomachs',
    title: 'Top 5 Dog Foods for Sensitive Stomachs: Our Editorial Shortlist',
    category: 'Nutrition',
  },
  {
    slug: 'homemade-food-options-for-dogs-with-sensitive-stomachs',
    title: 'Homemade Food Options for Dogs with Sensitive Stomachs: What Works and What to Watch',
    category: 'Recipes',
  },
  {
    slug: 'common-food-allergens-in-dogs',
    title: 'Common Food Allergens in Dogs and How Vets Identify Them',
    category: 'Nutrition',
  },
  {
    slug: 'when-to-see-a-vet-for-dog-digestive-problems',
    title: 'When to See a Vet for Dog Digestive Problems: Red Flags and Next Steps',
    category: 'Health',
  },
];

/**
 * The articles a post recommends: the pool without the post itself, those of the post's category
 * first, each group keeping the pool's order, cut to 4.
 */
export function relatedArticles(
  current: { slug: string; category: string },
  pool: readonly RelatedArticle[] = RELATED_ARTICLE_POOL,
): RelatedArticle[] {
  const others = pool.filter((article) => article.slug !== current.slug);
  const sameCategory = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...sameCategory, ...rest].slice(0, RELATED_ARTICLE_COUNT);
}
