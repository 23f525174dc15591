import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-ports';
import { expect } from './test';

/** The share card the API draws of a picture it serves: `/api/media/posts/x.svg` -> `/api/media/share/posts/x.png`. */
export function shareCardPath(pictureUrl: string): string {
  return pictureUrl.replace(/^\/api\/media\//, '/api/media/share/').replace(/\.svg$/, '.png');
}

/**
 * The page's share image as Facebook, X, LinkedIn and Slack fetch it: og:image and twitter:image name
 * the PNG card at `cardPath` on the site, declared 1200 x 630, and fetching it gives a PNG that size.
 */
export async function expectShareCard(page: Page, request: APIRequestContext, cardPath: string): Promise<void> {
  const address = `${E2E_BASE_URL}${cardPath}`;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', address);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', address);
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');

  const image = await request.get(address);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  // A PNG's first chunk (IHDR) holds its width and height, big-endian, from byte 16.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}
