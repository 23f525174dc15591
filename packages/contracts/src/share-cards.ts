/**
 * Share previews (Facebook, X, LinkedIn, Slack) show raster images only, and the site's pictures are
 * SVG files under /api/media. The API draws each of them onto a PNG card of the size those previews
 * want, and a page names that card as its share image: both sides take its address and size from here.
 */

/** Every card's size and type: large-image previews are 1.91:1, and 1200 x 630 is their full size. */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** A folder or file name under /api/media (without its extension). It has no dots, so no '..'. */
export const MEDIA_NAME_PATTERN = /^[a-z0-9_-]+$/;

const MEDIA_SVG_URL = /^\/api\/media\/([a-z0-9_-]+)\/([a-z0-9_-]+)\.svg$/;

/**
 * The card of a picture the API serves: `/api/media/<folder>/<name>.svg` is drawn at
 * `/api/media/share/<folder>/<name>.png`. Any other address (a raster image, which previews show as
 * it is) has no card: undefined.
 */
export function shareCardUrl(imageUrl: string): string | undefined {
  const match = MEDIA_SVG_URL.exec(imageUrl);
  return match ? `/api/media/share/${match[1]}/${match[2]}.png` : undefined;
}
