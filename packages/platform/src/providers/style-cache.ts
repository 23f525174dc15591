import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The stylis plugins of every cache: none. One array for all of them, not a new one per cache: on
 * the server emotion keeps the CSS it has compiled per plugin array (by identity), and one cache is
 * made per render, so a fresh array would compile every page's styles again on every render.
 */
const STYLIS_PLUGINS: NonNullable<Parameters<typeof createCache>[0]['stylisPlugins']> = [];

/**
 * An emotion cache for a page's styles, on the server (one per render) and in the browser. It
 * writes no vendor prefixes: the browsers the site supports read the standard properties, and
 * stylis's default prefixer made a third of the CSS every page carries in its head (a button's
 * class was 1.3 kB, most of it -webkit- and -ms- copies).
 */
export function createStyleCache(key = 'css'): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS });
}
