import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  name: 'mfe_content',
  dirname,
  port: 3001,
  title: 'Gentle Bowl content (standalone)',
  exposes: {
    './privacy-page': './src/app/exposed/privacy-page.tsx',
    './terms-page': './src/app/exposed/terms-page.tsx',
    './cookie-policy-page': './src/app/exposed/cookie-policy-page.tsx',
    './accessibility-page': './src/app/exposed/accessibility-page.tsx',
    './sitemap-page': './src/app/exposed/sitemap-page.tsx',
  },
});
