import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  name: 'mfe_tools',
  dirname,
  port: 3003,
  title: 'Gentle Bowl tools (standalone)',
  // The calorie calculator reads the food catalogue; the standalone dev page asks the API through
  // its dev server, and in the composed site the shell's server proxies /api.
  devApiProxy: true,
  exposes: {
    './tools-page': './src/app/exposed/tools-page.tsx',
    './transition-calculator-widget': './src/app/exposed/transition-calculator-widget.tsx',
  },
});
