import type { BlogPostSummary } from '@gentlebowl/contracts';

/** Spec "Sensitive stomach guide": a post is related when one of its tags contains one of these. */
const RELATED_TAG_TERMS = ['sensitive', 'digestive', 'stomach'] as const;

/** The guide shows at most this many related articles. */
export const RELATED_GUIDE_POSTS_LIMIT = 3;

function hasRelatedTag(tags: readonly string[]): boolean {
  return tags.some((tag) => {
    const lowerCaseTag = tag.toLowerCase();
    return RELATED_TAG_TERMS.some((term) => lowerCaseTag.includes(term));
  });
}

/** The first posts, in the order the API lists them, with a tag containing sensitive, digestive or
 * stomach (case-insensitive). */
export function relatedGuidePosts<Post extends Pick<BlogPostSummary, 'tags'>>(
  posts: readonly Post[],
  limit: number = RELATED_GUIDE_POSTS_LIMIT,
): Post[] {
  return posts.filter((post) => hasRelatedTag(post.tags)).slice(0, limit);
}
