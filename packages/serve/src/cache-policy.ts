const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A file whose name carries a content hash (`main.3f9a1c0b2e.js`) never changes at that URL. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Cache-Control for a built file. Entry points a deployment replaces in place (the HTML page,
 * the federation manifest and remote entry) must be revalidated on every load, so a new build is
 * seen at once; hashed chunks are cached for a year.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_FILE.test(relativePath) ? IMMUTABLE : REVALIDATE;
}
