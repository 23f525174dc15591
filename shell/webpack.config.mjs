import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyPublicFiles from '@gentlebowl/mf-config/copy-public-files.mjs';
import { createFrontendConfig, createServerRendererConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const base = createFrontendConfig({
  name: 'shell',
  dirname,
  port: 8080,
  isHost: true,
  title: 'Gentle Bowl',
  template: path.join(dirname, 'public/index.html'),
  startModule: './src/bootstrap.tsx',
});

/** The server renderer the shell's server requires (dist-server/renderer/renderer.js). */
const serverRenderer = createServerRendererConfig({
  name: 'shell_server',
  dirname,
  entry: './src/server-render/index.ts',
  outputPath: path.join(dirname, 'dist-server/renderer'),
  // Its HTTP client for the API (server-render/api-transport.ts), as the shell's server has it.
  nodeModules: ['undici'],
  // emotion's styled with its styles written out once per theme and props (server-render/memoized-styles.ts).
  alias: { '@emotion/styled$': path.join(dirname, 'src/server-render/emotion-styled.ts') },
});

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new CopyPublicFiles(path.join(dirname, 'public'), ['favicon.svg']));
  config.devServer = {
    ...config.devServer,
    static: false,
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3000' }],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/registry.json', async (_request, response) => {
        const { registryFromEnvironment } = await import('./dist-server/server/remote-registry.js');
        response.json(registryFromEnvironment(process.env));
      });
      return middlewares;
    },
  };
  // The dev server renders in the browser only; production builds the server renderer beside.
  return argv.mode === 'production' ? [config, serverRenderer(env, argv)] : config;
};
