import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The standalone dev page (npm run dev in this folder) calls the API through its dev server; in
// the composed site the shell's server proxies /api.
export default createFrontendConfig({
  name: 'mfe_selector',
  dirname,
  port: 3002,
  title: 'Gentle Bowl food selector (standalone)',
  exposes: {
    './food-selector-page': './src/app/exposed/food-selector-page.tsx',
    './dog-food-page': './src/app/exposed/dog-food-page.tsx',
    './compare-page': './src/app/exposed/compare-page.tsx',
    './dog-foods-page': './src/app/exposed/dog-foods-page.tsx',
  },
  devApiProxy: true,
});
