import type { BlogPost, BlogPostSummary } from '@gentlebowl/contracts';

/** A post as GET /api/blog-posts/:slug returns it; override what a test is about. */
export function blogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    title: 'Best Dog Food for Diarrhea: What to Feed, What to Avoid and When to Call the Vet',
    slug: 'best-dog-food-for-diarrhea',
    excerpt:
      'Loose stools call for gentle, highly digestible food, but some cases need a vet before any diet change. Here is how to feed a dog with diarrhea safely.',
    content:
      '<p>Diarrhea is one of the most common reasons owners start searching for a better dog food.</p><h2>First, Rule Out an Emergency</h2><p>Check for signs that your dog needs a veterinarian now.</p>',
    imageUrl: '/api/media/posts/best-dog-food-for-diarrhea.svg',
    category: 'Health',
    tags: ['Sensitive Stomach', 'Digestive Health', 'Diarrhea', 'Bland Diet'],
    readTime: 7,
    publishedAt: '2024-10-08',
    metaDescription:
      'What to feed a dog with diarrhea: bland diets, pumpkin, digestible foods, veterinary GI diets, and the red flags that mean see a vet first.',
    metaKeywords: 'best dog food for diarrhea, dog diarrhea diet, bland diet for dogs',
    ...overrides,
  };
}

/** A post as the GET /api/blog-posts list returns it (no body). */
export function blogPostSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const { content: _content, ...summary } = blogPost();
  return { ...summary, ...overrides };
}
