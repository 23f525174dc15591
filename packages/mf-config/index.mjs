// One webpack + Module Federation configuration for every frontend, so the shared-singleton list,
// the loaders and the caching rules can never drift between the shell and the remotes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/** The page a remote's build ships for running alone (its team's standalone page). */
const STANDALONE_PAGE_TEMPLATE = fileURLToPath(new URL('./standalone-page.html', import.meta.url));

/** Packages that must exist once at run time. The trailing-slash keys share every subpath
 * (react/jsx-runtime, react-dom/client, ...): without them those are bundled twice. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'final-form',
  'react-final-form',
  '@gentlebowl/platform',
  '@gentlebowl/ui',
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

/** The version each shared package resolves to, read from what is installed so that the
 * requiredVersion always matches the code actually bundled. */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = installedVersion(packageName);
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

/**
 * @param {object} options
 * @param {string} options.name         federation name (also the uniqueName of the build)
 * @param {string} options.dirname      the app's folder
 * @param {number} options.port         dev-server port (the production server uses the same)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.isHost]    the shell: serves index.html at '/', publicPath '/'
 * @param {string} [options.title]      the HTML page title (shell, and a remote's standalone page)
 * @param {string} [options.template]   an HTML template for the page (default: the standalone page)
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (paths)
 */
export function createFrontendConfig(options) {
  const { name, dirname, port, exposes = {}, isHost = false, title, template, runtimePlugins = [] } =
    options;

  return (_env, argv) => {
    const isDevelopment = argv.mode !== 'production';
    const outputPath = process.env.FRONTEND_OUT_DIR
      ? path.resolve(process.env.FRONTEND_OUT_DIR)
      : path.join(dirname, 'dist');
    const buildId = process.env.BUILD_ID ?? new Date().toISOString();

    return {
      mode: isDevelopment ? 'development' : 'production',
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: outputPath,
        uniqueName: name,
        publicPath: isHost ? '/' : 'auto',
        filename: isDevelopment ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDevelopment ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // '...' adds webpack's defaults, among them 'production' or 'development' after `mode`.
        conditionNames: ['source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: isDevelopment ? {} : productionBuildAliases(dirname),
      },
      module: {
        rules: [
          swcRule(isDevelopment),
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(isDevelopment ? 'development' : 'production'),
          __BUILD_ID__: JSON.stringify(buildId),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
        }),
        new HtmlWebpackPlugin({
          title: title ?? name,
          template: template ?? STANDALONE_PAGE_TEMPLATE,
          scriptLoading: 'defer',
          minify: !isDevelopment,
        }),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
      },
    };
  };
}
