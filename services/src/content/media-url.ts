import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const MEDIA_URL_PREFIX = '/api/media/';

/** A URL of an image the service serves itself (no external hosts), checked to exist in `mediaDir`. */
const MEDIA_URL = /^\/api\/media\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/;

export function mediaUrl(mediaDir: string) {
  return z
    .string()
    .regex(MEDIA_URL, 'must be /api/media/<folder>/<file> with an image extension')
    .refine((url) => {
      // A malformed URL is already reported by the pattern check.
      if (!MEDIA_URL.test(url)) return true;
      const file = path.resolve(mediaDir, url.slice(MEDIA_URL_PREFIX.length));
      return file.startsWith(path.resolve(mediaDir) + path.sep) && existsSync(file);
    }, 'no such file in the media folder');
}
