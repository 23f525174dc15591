import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache for a page's styles, on the server (one per render) and in the browser. It
 * writes no vendor prefixes: the browsers the site supports read the standard properties, and
 * stylis's default prefixer made a third of the CSS every page carries in its head (a button's
 * class was 1.3 kB, most of it -webkit- and -ms- copies), built again on every uncached render.
 */
export function createStyleCache(key = 'css'): EmotionCache {
  return createCache({ key, stylisPlugins: [] });
}
