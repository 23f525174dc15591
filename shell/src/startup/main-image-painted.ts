import { nextTask } from './next-task';

/** How long startup waits for the page's main image before going on without it. */
export const MAIN_IMAGE_WAIT_MS = 1500;

/** The image the server marked as the page's main one (loaded first, `fetchpriority="high"`). */
export const MAIN_IMAGE_SELECTOR = 'img[fetchpriority="high"]';

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves once the page's main image (a product's photo, the home page's hero) has been painted,
 * or at once when the page has none. The browser paints between tasks, and startup's scripts fill
 * the tasks that follow one another: begun first, they push the largest thing on the page behind
 * a few hundred milliseconds of script. Waiting here paints it first; the server-rendered page is
 * readable meanwhile and its links work. An image that has not arrived after `waitMs` (or that
 * fails) no longer holds startup back.
 */
export async function mainImagePainted(document: Document, waitMs = MAIN_IMAGE_WAIT_MS): Promise<void> {
  const image = document.querySelector<HTMLImageElement>(MAIN_IMAGE_SELECTOR);
  if (!image) return;
  const decoded = image.decode().catch(() => undefined);
  await Promise.race([decoded, delay(waitMs)]);
  await nextFrame();
  await nextTask();
}
