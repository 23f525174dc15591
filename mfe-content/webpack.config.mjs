import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The pages this remote declares in the route catalogue (packages/routes/src/content-routes.ts),
 * each exposed under its module name from src/app/exposed/<name>.tsx. A test checks the two lists
 * agree. */
const pageModules = [
  'home-page',
  'blog-page',
  'blog-post-page',
  'about-page',
  'contact-page',
  'sensitive-stomach-guide-page',
  'faq-page',
  'homemade-recipes-page',
  'digestive-health-tips-page',
  'dog-food-guides-page',
  'privacy-page',
  'terms-page',
  'cookie-policy-page',
  'accessibility-page',
  'sitemap-page',
  'newsletter-confirm-page',
  'newsletter-confirmed-page',
  'newsletter-already-confirmed-page',
  'newsletter-link-expired-page',
  'newsletter-invalid-link-page',
  'newsletter-unsubscribe-page',
  'newsletter-unsubscribed-page',
  'owner-story-review-page',
];

// The standalone dev page (npm run dev in this folder) calls the API through its dev server; in
// the composed site the shell's server proxies /api.
export default createFrontendConfig({
  name: 'mfe_content',
  dirname,
  port: 3001,
  title: 'Gentle Bowl content (standalone)',
  exposes: Object.fromEntries(pageModules.map((name) => [`./${name}`, `./src/app/exposed/${name}.tsx`])),
  devApiProxy: true,
});
