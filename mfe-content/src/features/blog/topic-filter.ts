import { routeHref } from '@gentlebowl/routes';

/** The blog list's filter topics, in the order the buttons show them (spec: Blog list). */
export const BLOG_TOPICS = [
  'Sensitive Stomach',
  'Hypoallergenic Food',
  'Limited Ingredient',
  'Digestive Health',
  'Food Allergies',
] as const;

export type BlogTopic = (typeof BLOG_TOPICS)[number];

/** The query parameter that carries the active topic, so a filtered list can be shared. */
export const TOPIC_QUERY_PARAM = 'topic';

/** The fields of a post the filter reads. */
interface MatchablePost {
  title: string;
  category: string;
  tags: readonly string[];
}

/** Spec section 4: a post matches when a tag, the category or the title contains the topic text,
 * ignoring case. */
export function postMatchesTopic(post: MatchablePost, topic: BlogTopic): boolean {
  const needle = topic.toLowerCase();
  return [post.title, post.category, ...post.tags].some((text) => text.toLowerCase().includes(needle));
}

export function postsForTopic<Post extends MatchablePost>(posts: readonly Post[], topic: BlogTopic | null): Post[] {
  return topic === null ? [...posts] : posts.filter((post) => postMatchesTopic(post, topic));
}

/** How many posts each topic button would show. */
export function topicCounts(posts: readonly MatchablePost[]): Record<BlogTopic, number> {
  return Object.fromEntries(
    BLOG_TOPICS.map((topic) => [topic, posts.filter((post) => postMatchesTopic(post, topic)).length]),
  ) as Record<BlogTopic, number>;
}

/** The topic a query value names, or null: an unknown or missing value leaves the list unfiltered.
 * Case and surrounding spaces are forgiven, since people type and edit shared links. */
export function parseTopic(value: string | null | undefined): BlogTopic | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return BLOG_TOPICS.find((topic) => topic.toLowerCase() === wanted) ?? null;
}

/** The topic after choosing one: choosing the active topic clears the filter (spec section 4). */
export function toggleTopic(active: BlogTopic | null, pressed: BlogTopic): BlogTopic | null {
  return active === pressed ? null : pressed;
}

/** The blog list's address filtered by `topic`, or unfiltered for null. */
export function blogHref(topic: BlogTopic | null): string {
  return routeHref('blog', topic === null ? {} : { query: { [TOPIC_QUERY_PARAM]: topic } });
}
