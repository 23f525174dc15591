import { blogPost } from '../../testing/blog-post-fixtures';
import { blogPostingJsonLd } from './blog-posting-json-ld';

describe('blogPostingJsonLd', () => {
  const site = { siteOrigin: 'https://www.gentlebowl.com', brandName: 'Gentle Bowl' };

  it('describes the post with absolute addresses on the site', () => {
    expect(blogPostingJsonLd(blogPost(), site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Best Dog Food for Diarrhea: What to Feed, What to Avoid and When to Call the Vet',
      description:
        'What to feed a dog with diarrhea: bland diets, pumpkin, digestible foods, veterinary GI diets, and the red flags that mean see a vet first.',
      image: 'https://www.gentlebowl.com/api/media/posts/best-dog-food-for-diarrhea.svg',
      datePublished: '2024-10-08',
      articleSection: 'Health',
      keywords: 'best dog food for diarrhea, dog diarrhea diet, bland diet for dogs',
      author: { '@type': 'Organization', name: 'Gentle Bowl', url: 'https://www.gentlebowl.com' },
      publisher: { '@type': 'Organization', name: 'Gentle Bowl', url: 'https://www.gentlebowl.com' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.gentlebowl.com/blog/best-dog-food-for-diarrhea' },
    });
  });

  it('names the brand the site is deployed under', () => {
    const data = blogPostingJsonLd(blogPost(), { siteOrigin: 'https://example.org', brandName: 'Calm Tummy' });
    expect(data.author.name).toBe('Calm Tummy');
    expect(data.publisher.url).toBe('https://example.org');
  });

  it('keeps an image already hosted elsewhere as it is', () => {
    const data = blogPostingJsonLd(blogPost({ imageUrl: 'https://cdn.example.com/a.svg' }), site);
    expect(data.image).toBe('https://cdn.example.com/a.svg');
  });
});
