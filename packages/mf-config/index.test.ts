import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Mode = 'production' | 'development';

interface BuildResolution {
  /** What each request resolves to, relative to the repository's node_modules. */
  resolved: Record<string, string>;
  /** The value webpack substitutes for process.env.NODE_ENV (react and react-dom pick their build by it). */
  nodeEnv: string;
}

// Every shared singleton, the subpaths the apps import (react/jsx-runtime through swc's automatic runtime)
// and the libraries the router and platform packages bundle behind their exports.
const REQUESTS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'final-form',
  'react-final-form',
];

/**
 * Creates (but does not run) the webpack compiler the factory configures for `mode`, and resolves
 * each request the way its build does. The factory is an ES module, so this runs in a child Node.
 */
function resolveLikeTheBuild(mode: Mode): BuildResolution {
  const factory = pathToFileURL(path.join(__dirname, 'index.mjs')).href;
  const probe = `
    import webpack from 'webpack';
    import { createFrontendConfig } from ${JSON.stringify(factory)};
    const [mode, dirname, requests] = [process.argv[1], process.argv[2], JSON.parse(process.argv[3])];
    const config = createFrontendConfig({ name: 'probe', dirname, port: 0 })(undefined, { mode });
    const compiler = webpack(config);
    const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
    const resolve = (request) =>
      new Promise((done, fail) => resolver.resolve({}, dirname, request, {}, (error, file) => (error ? fail(error) : done(file))));
    const resolved = {};
    for (const request of requests) resolved[request] = (await resolve(request)).split('node_modules/').pop();
    console.log(JSON.stringify({ resolved, nodeEnv: compiler.options.optimization.nodeEnv }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe, mode, __dirname, JSON.stringify(REQUESTS)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as BuildResolution;
}

const isDevelopmentBuild = (file: string) => /(^|[/.])development([/.]|$)/.test(file);

describe('createFrontendConfig', () => {
  it('gives a production build every dependency’s production build', () => {
    const { resolved, nodeEnv } = resolveLikeTheBuild('production');
    expect(nodeEnv).toBe('production');
    expect(Object.entries(resolved).filter(([, file]) => isDevelopmentBuild(file))).toEqual([]);
    expect(resolved['react-router']).toBe('react-router/dist/production/index.mjs');
    expect(resolved['react-router/dom']).toBe('react-router/dist/production/dom-export.mjs');
  });

  it('gives a development build the development builds, with their warnings', () => {
    const { resolved, nodeEnv } = resolveLikeTheBuild('development');
    expect(nodeEnv).toBe('development');
    expect(resolved['react-router']).toBe('react-router/dist/development/index.mjs');
    expect(resolved['react-router/dom']).toBe('react-router/dist/development/dom-export.mjs');
    expect(isDevelopmentBuild(resolved['@emotion/react'] ?? '')).toBe(true);
  });
});

describe('sharedSingletons', () => {
  /** The shared-module configuration every build gets, read in a child Node (the factory is an ES module). */
  function sharedConfiguration(): Record<string, { singleton: boolean; version: string }> {
    const factory = pathToFileURL(path.join(__dirname, 'index.mjs')).href;
    const probe = `import { sharedSingletons } from ${JSON.stringify(factory)}; console.log(JSON.stringify(sharedSingletons()));`;
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }));
  }
  /** A package's installed version, from its package.json (which its `exports` need not expose). */
  const installed = (packageName: string) =>
    (JSON.parse(readFileSync(path.resolve(__dirname, '../../node_modules', packageName, 'package.json'), 'utf8')) as { version: string }).version;

  it("shares a package's subpath entry as a singleton of its own, at the package's installed version", () => {
    const shared = sharedConfiguration();
    expect(shared['@gentlebowl/ui/form']).toMatchObject({ singleton: true, version: installed('@gentlebowl/ui') });
    expect(shared['react/']).toMatchObject({ singleton: true, version: installed('react') });
  });
});
