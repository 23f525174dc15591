import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const federatedConfig = createFrontendConfig({
  name: 'mfe_selector',
  dirname,
  port: 3002,
  title: 'Gentle Bowl food selector (standalone)',
  exposes: {
    './food-selector-page': './src/app/exposed/food-selector-page.tsx',
    './dog-food-page': './src/app/exposed/dog-food-page.tsx',
  },
});

// The selector's pages call the API. In the composed site the shell's server proxies /api; the
// standalone dev page (npm run dev in this folder) proxies it to the API itself, by default the one
// `npm run dev` / `npm start` run on port 3000.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default (env, argv) => {
  const config = federatedConfig(env, argv);
  return {
    ...config,
    devServer: { ...config.devServer, proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: true }] },
  };
};
