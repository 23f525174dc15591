/**
 * The year the site's first article was published: the footer's "since". It is the year of the
 * oldest post in services/content/posts, which a content test holds it to, so the footer never
 * claims years the site cannot show.
 */
export const PUBLISHING_SINCE_YEAR = 2024;
