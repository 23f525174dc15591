// One webpack + Module Federation configuration for every frontend, so the shared-singleton list,
// the loaders and the caching rules can never drift between the shell and the remotes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { StartAfterLoadPlugin } from './start-after-load-plugin.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';

const require = createRequire(import.meta.url);

/** The page a remote's build ships for running alone (its team's standalone page). */
const STANDALONE_PAGE_TEMPLATE = fileURLToPath(new URL('./standalone-page.html', import.meta.url));

/** Packages that must exist once at run time. The trailing-slash keys share every subpath
 * (react/jsx-runtime, react-dom/client, ...): without them those are bundled twice. A shared module
 * ships whole, so a large library the site uses a little of is shared through a package of ours that
 * imports it, and the build keeps only the parts that package uses. React Router is shared through
 * @gentlebowl/router, which re-exports the parts the site uses (React Router whole is four times
 * those). Redux Toolkit and react-redux are shared through @gentlebowl/platform, the only package
 * that imports them (shared directly they were about 35 kB on every page, of which the site used a
 * few names); it holds the store and re-exports what the remotes need. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@gentlebowl/router',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'final-form',
  'react-final-form',
  '@gentlebowl/platform',
  '@gentlebowl/ui',
  // The form fields: an entry of their own, so only pages with a form download them (and final-form).
  '@gentlebowl/ui/form',
];

/** Reads an installed package's version from its package.json, found through Node's lookup
 * folders (a package's `exports` need not expose its package.json). */
function installedVersion(packageName) {
  for (const folder of require.resolve.paths(packageName) ?? []) {
    const manifest = path.join(folder, packageName, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(`mf-config: ${packageName} is shared but not installed`);
}

/** The package a shared key belongs to: 'react/' and '@gentlebowl/ui/form' are subpaths of
 * 'react' and '@gentlebowl/ui', whose package.json holds their version. */
function packageOf(key) {
  const segments = key.split('/');
  return segments.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/** The version each shared package resolves to, read from what is installed so that the
 * requiredVersion always matches the code actually bundled. */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const version = installedVersion(packageOf(key));
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * Entry points whose package `exports` name only the development build, mapped to the production
 * build the package ships beside it. react-router 7 points every condition at dist/development
 * (remix-run/react-router#12532, "temporary" since #12437), which keeps its dev warnings and checks
 * in production bundles. Everything else follows webpack's mode: its `production`/`development`
 * export condition (emotion) or `process.env.NODE_ENV` (react, react-dom).
 * Keys are exact requests (webpack's trailing `$`), so the shared-module keys still match them.
 */
const DEVELOPMENT_ONLY_EXPORTS = {
  'react-router': { 'react-router$': 'dist/production/index.mjs', 'react-router/dom$': 'dist/production/dom-export.mjs' },
};

/** Aliases that send a production build to each such package's production files, found from the
 * app's folder so that the copy the app would resolve is the one redirected. */
function productionBuildAliases(dirname) {
  const requireFromApp = createRequire(path.join(dirname, 'package.json'));
  return Object.fromEntries(
    Object.entries(DEVELOPMENT_ONLY_EXPORTS).flatMap(([packageName, entries]) => {
      const root = path.dirname(requireFromApp.resolve(`${packageName}/package.json`));
      return Object.entries(entries).map(([request, file]) => [request, path.join(root, file)]);
    }),
  );
}

const swcRule = (isDevelopment) => ({
  test: /\.[mc]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development: isDevelopment, refresh: false },
        },
        target: 'es2022',
      },
    },
  },
});

/** The Node runtime plugin a server container and its host load chunks over HTTP with. */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/** Where a remote's server container is written and served: beside its browser build. */
export const SERVER_CONTAINER_FOLDER = 'server';

/** The manifest each container build writes (and hosts load it by). */
const MANIFEST_FILE = 'mf-manifest.json';

const DEFAULT_API_URL = 'http://127.0.0.1:3000';

function buildMode(argv) {
  return argv?.mode === 'production' ? 'production' : 'development';
}

function outputFolder(dirname) {
  return process.env.FRONTEND_OUT_DIR ? path.resolve(process.env.FRONTEND_OUT_DIR) : path.join(dirname, 'dist');
}

/** What every build of every frontend shares: how sources are read and which values are defined. */
function commonConfig({ dirname }, mode) {
  const isDevelopment = mode === 'development';
  return {
    mode,
    context: dirname,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // '...' adds webpack's defaults, among them 'production' or 'development' after `mode`.
      conditionNames: ['source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: isDevelopment ? {} : productionBuildAliases(dirname),
    },
    module: {
      rules: [swcRule(isDevelopment), { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' }],
    },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
}

function definitions(mode) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID || new Date().toISOString()),
  });
}

/** The runtime plugin with which the shell provides its federation runtime to the remotes' entries. */
const PROVIDE_FEDERATION_RUNTIME_PLUGIN = fileURLToPath(new URL('./federation-runtime/runtime-plugin.mjs', import.meta.url));
/** The script a remote's standalone page runs first, to provide the runtime the shell provides in the site. */
const STANDALONE_FEDERATION_RUNTIME = fileURLToPath(new URL('./federation-runtime/standalone-script.mjs', import.meta.url));
/** Its file beside the remote's entry; a fixed name, revalidated on every load like remoteEntry.js. */
const STANDALONE_FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * One federation runtime per page (see federation-runtime/provide.mjs): a remote's production entry
 * uses the one the page provides instead of bringing a second copy (about 80 kB of script, 17 kB
 * compressed, to download and compile). Development builds keep their own, so that a remote's dev
 * server works with any shell.
 */
function sharesFederationRuntime({ isHost }, mode) {
  return !isHost && mode === 'production';
}

/**
 * The browser build: the federated container (remoteEntry.js + mf-manifest.json), the app's own
 * entry and its HTML page. Production bundles carry no sourceMappingURL: the maps are written
 * for operators' error tooling but never referenced, and the static servers do not serve them.
 */
function browserConfig(options, mode) {
  const {
    name,
    dirname,
    port,
    exposes = {},
    isHost = false,
    title,
    template,
    runtimePlugins = [],
    devApiProxy = false,
    startModule,
  } = options;
  const isDevelopment = mode === 'development';
  return {
    ...commonConfig(options, mode),
    name: 'browser',
    entry: { main: './src/index.ts' },
    devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: outputFolder(dirname),
      uniqueName: name,
      publicPath: isHost ? '/' : 'auto',
      filename: isDevelopment ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDevelopment ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The server container's folder and the standalone page's runtime belong to other builds of the same run.
      clean: {
        keep: (asset) => asset.startsWith(`${SERVER_CONTAINER_FOLDER}/`) || asset.startsWith(STANDALONE_FEDERATION_RUNTIME_FILE),
      },
    },
    plugins: [
      definitions(mode),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost ? [PROVIDE_FEDERATION_RUNTIME_PLUGIN, ...runtimePlugins] : runtimePlugins,
        dts: false,
        manifest: { fileName: MANIFEST_FILE },
        experiments: {
          // A browser build's federation runtime leaves out its code for loading in Node.
          optimization: { target: 'web' },
          ...(sharesFederationRuntime(options, mode) ? { externalRuntime: true } : {}),
        },
      }),
      new HtmlWebpackPlugin({
        title: title ?? name,
        template: template ?? STANDALONE_PAGE_TEMPLATE,
        scriptLoading: 'defer',
        minify: !isDevelopment,
        federationRuntimeScript: sharesFederationRuntime(options, mode) ? STANDALONE_FEDERATION_RUNTIME_FILE : null,
      }),
      ...(startModule && !isDevelopment
        ? [new StartupPreloadPlugin(path.resolve(dirname, startModule)), new StartAfterLoadPlugin()]
        : []),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      // A remote's standalone page calls the API itself; in the composed site the shell proxies it.
      ...(devApiProxy
        ? { proxy: [{ context: ['/api'], target: process.env.API_URL ?? DEFAULT_API_URL, changeOrigin: true }] }
        : {}),
    },
  };
}

/** Settings every Node build of a federated container or host shares (see docs/architecture.md,
 * "Loading a remote at run time"): async-node chunks fetched over HTTP by the Node runtime plugin. */
function nodeFederationBuild(options, mode) {
  return {
    ...commonConfig(options, mode),
    target: 'async-node',
    devtool: false,
    // Readable stack traces in the server's logs; nothing is sent to browsers from these builds.
    optimization: { ...commonConfig(options, mode).optimization, minimize: false },
  };
}

/**
 * Module Federation for a Node build (a remote's server container or the shell's renderer): remotes
 * loaded as scripts over HTTP by the Node runtime plugin, and shared modules negotiated before the
 * build's own code runs (asynchronous startup: no import() boundary is needed, and a host's
 * require() hands back a promise of its exports).
 * @param {object} options  name, and for a container its filename, exposes and manifest
 */
function nodeFederationPlugin(options) {
  return new ModuleFederationPlugin({
    remotes: {},
    remoteType: 'script',
    library: { type: 'commonjs-module' },
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    runtimePlugins: [NODE_RUNTIME_PLUGIN],
    experiments: { asyncStartup: true },
    dts: false,
    ...options,
  });
}

/**
 * A remote's server container: the same exposed modules, built for Node, written to
 * dist/server/ and served by the remote's own server under /server/ with its own manifest. Its
 * chunks are fetched relative to its remoteEntry.js (an empty publicPath makes the Node runtime
 * plugin resolve them from the entry's URL), so the same build works at any address.
 */
function serverContainerConfig(options, mode) {
  const { name, dirname, exposes = {} } = options;
  return {
    ...nodeFederationBuild(options, mode),
    name: 'server',
    entry: {},
    output: {
      path: path.join(outputFolder(dirname), SERVER_CONTAINER_FOLDER),
      uniqueName: `${name}_server`,
      publicPath: '',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    plugins: [
      definitions(mode),
      nodeFederationPlugin({ name, filename: 'remoteEntry.js', exposes, manifest: { fileName: MANIFEST_FILE } }),
    ],
  };
}

/**
 * The federation runtime for a remote's standalone page, a plain script beside its entry (no
 * federation of its own: it is what the entry's federation runs on).
 */
function standaloneFederationRuntimeConfig(options, mode) {
  return {
    ...commonConfig(options, mode),
    name: 'standalone-federation-runtime',
    entry: { main: STANDALONE_FEDERATION_RUNTIME },
    devtool: 'hidden-source-map',
    output: { path: outputFolder(options.dirname), filename: STANDALONE_FEDERATION_RUNTIME_FILE, clean: false },
    plugins: [definitions(mode)],
  };
}

/**
 * @param {object} options
 * @param {string} options.name         federation name (also the uniqueName of the build)
 * @param {string} options.dirname      the app's folder
 * @param {number} options.port         dev-server port (the production server uses the same)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.isHost]    the shell: serves index.html at '/', publicPath '/'
 * @param {string} [options.title]      the HTML page title (shell, and a remote's standalone page)
 * @param {string} [options.template]   an HTML template for the page (default: the standalone page)
 * @param {string} [options.startModule] the module the entry imports dynamically to start the app;
 *   production pages then preload the scripts it needs together (StartupPreloadPlugin) and start
 *   them after the page has loaded or at the first interaction (StartAfterLoadPlugin)
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (paths)
 * @param {boolean} [options.devApiProxy] the dev server proxies /api to API_URL (default 127.0.0.1:3000, where the API listens)
 *
 * A remote's production build is two builds from one run: the browser container and the server
 * container. The dev server (`npm run dev`) builds the browser container only; the shell then
 * renders that remote's pages in the browser.
 */
export function createFrontendConfig(options) {
  return (_env, argv) => {
    const mode = buildMode(argv);
    const browser = browserConfig(options, mode);
    const isRemote = !options.isHost && Object.keys(options.exposes ?? {}).length > 0;
    if (!isRemote || mode === 'development') return browser;
    return [browser, standaloneFederationRuntimeConfig(options, mode), serverContainerConfig(options, mode)];
  };
}

/**
 * The shell's server renderer: a Node module (library `commonjs-module`) that is a federation host
 * for the remotes' server containers, registered at run time from the registry.
 * @param {object} options
 * @param {string} options.name       federation name of the host (distinct from the browser shell's)
 * @param {string} options.dirname    the app's folder
 * @param {string} options.entry      the module exporting the renderer
 * @param {string} options.outputPath where the bundle is written
 * @param {string[]} [options.nodeModules] packages required from node_modules at run time, not bundled
 * @param {Record<string, string>} [options.alias] modules the renderer's build takes in place of others
 */
export function createServerRendererConfig(options) {
  return (_env, argv) => {
    const mode = buildMode(argv);
    const build = nodeFederationBuild(options, mode);
    return {
      ...build,
      resolve: { ...build.resolve, alias: { ...build.resolve.alias, ...options.alias } },
      name: 'server-renderer',
      entry: { renderer: options.entry },
      output: {
        path: options.outputPath,
        uniqueName: options.name,
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        library: { type: 'commonjs-module' },
        clean: true,
      },
      // Node-only packages it takes from node_modules at run time rather than in the bundle.
      externals: Object.fromEntries((options.nodeModules ?? []).map((name) => [name, `commonjs ${name}`])),
      plugins: [
        definitions(mode),
        nodeFederationPlugin({ name: options.name }),
      ],
    };
  };
}
