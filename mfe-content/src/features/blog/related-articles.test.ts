import { RELATED_ARTICLE_POOL, relatedArticles } from './related-articles';

const slugs = (articles: { slug: string }[]) => articles.map((article) => article.slug);

describe('relatedArticles', () => {
  it('picks from a fixed list of 10 distinct posts', () => {
    expect(new Set(slugs([...RELATED_ARTICLE_POOL])).size).toBe(10);
  });

  it('recommends 4 articles, leaving out the post being read', () => {
    const picked = relatedArticles({ slug: 'hypoallergenic-dog-food', category: 'Nutrition' });
    expect(picked).toHaveLength(4);
    expect(slugs(picked)).not.toContain('hypoallergenic-dog-food');
  });

  it('puts the articles of the same category first, in list order, then fills up with the others', () => {
    expect(slugs(relatedArticles({ slug: 'best-dog-food-for-diarrhea', category: 'Health' }))).toEqual([
      'hypoallergenic-dog-food-guide',
      'when-to-see-a-vet-for-dog-digestive-problems',
      'best-dog-foods-for-sensitive-stomachs',
      'transitioning-to-new-dog-food-for-sensitive-stomachs',
    ]);
  });

  it('fills all 4 places from the same category when it has enough', () => {
    const picked = relatedArticles({ slug: 'hypoallergenic-dog-food', category: 'Nutrition' });
    expect(slugs(picked)).toEqual([
      'best-dog-foods-for-sensitive-stomachs',
      'top-5-best-dog-foods-for-sensitive-stomachs',
      'common-food-allergens-in-dogs',
      'best-dog-food-for-diarrhea',
    ]);
  });

  it('recommends 4 from the list for a post that is not on it', () => {
    const picked = relatedArticles({ slug: 'bland-diet-for-dogs-chicken-and-rice', category: 'Recipes' });
    expect(slugs(picked)).toEqual([
      'homemade-food-options-for-dogs-with-sensitive-stomachs',
      'best-dog-foods-for-sensitive-stomachs',
      'best-dog-food-for-diarrhea',
      'transitioning-to-new-dog-food-for-sensitive-stomachs',
    ]);
  });
});
