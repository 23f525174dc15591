/** Where the API serves services/content/media (MEDIA_DIR), and the share cards drawn from it. */
export const MEDIA_PREFIX = '/api/media/';
/** Media files keep their names when edited, so they are cached long but revalidated by ETag. */
export const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const MEDIA_CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_SECONDS}`;
