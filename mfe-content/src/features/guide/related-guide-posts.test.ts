import { blogPostSummary } from '../../testing/blog-post-fixtures';
import { relatedGuidePosts } from './related-guide-posts';

const post = (slug: string, tags: string[]) => blogPostSummary({ slug, tags });

describe('relatedGuidePosts', () => {
  it('keeps posts with a tag containing sensitive, digestive or stomach, whatever the case', () => {
    const posts = [
      post('sensitive', ['SENSITIVE Stomach']),
      post('allergies', ['Food Allergies', 'Elimination Diet']),
      post('digestive', ['digestive health']),
      post('upset', ['Upset Stomach']),
    ];

    expect(relatedGuidePosts(posts).map(({ slug }) => slug)).toEqual(['sensitive', 'digestive', 'upset']);
  });

  it('matches inside a tag, not only whole words', () => {
    const posts = [post('hypersensitive', ['Hypersensitive Skin']), post('stomachs', ['Stomachs'])];

    expect(relatedGuidePosts(posts).map(({ slug }) => slug)).toEqual(['hypersensitive', 'stomachs']);
  });

  it('does not look at the title or category, only the tags', () => {
    const posts = [blogPostSummary({ slug: 'titled', title: 'Sensitive Stomach Basics', category: 'Health', tags: ['Training'] })];

    expect(relatedGuidePosts(posts)).toEqual([]);
  });

  it('returns the first three matches in the order the posts came', () => {
    const posts = ['a', 'b', 'c', 'd', 'e'].map((slug) => post(slug, ['Digestive Health']));

    expect(relatedGuidePosts(posts).map(({ slug }) => slug)).toEqual(['a', 'b', 'c']);
  });

  it('returns fewer when fewer posts match, and none for no posts', () => {
    expect(relatedGuidePosts([post('only', ['Stomach']), post('other', ['Puppies'])]).map(({ slug }) => slug)).toEqual(['only']);
    expect(relatedGuidePosts([])).toEqual([]);
  });
});
