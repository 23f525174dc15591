import HtmlWebpackPlugin from 'html-webpack-plugin';
import { neededChunks } from './needed-chunks.mjs';

const PLUGIN_NAME = 'StartupPreloadPlugin';

/**
 * The script files the browser needs to start the app beyond the entry: what the start module and
 * its dynamic imports need (see neededChunks), the shared libraries' copies this build provides
 * included, since the host's copy is the one used.
 *
 * The files come in the order startup needs them (see neededChunks), but for the largest (see
 * largestFirst): a browser fetches preloads of one priority in document order, so what is evaluated
 * first also arrives first, and evaluating it overlaps the download of the rest.
 */
export function startupScriptFiles(compilation, startModuleResource) {
  const { chunkGraph } = compilation;
  // In production the start module is usually concatenated with the modules it imports.
  const innerModules = (module) => (module.modules ? [...module.modules] : [module]);
  const built = [...compilation.modules].find((module) =>
    innerModules(module).some((inner) => inner.resource === startModuleResource),
  );
  if (!built) throw new Error(`${PLUGIN_NAME}: ${startModuleResource} is not part of the build`);
  const { chunks } = neededChunks(compilation, {
    startChunks: chunkGraph.getModuleChunksIterable(built),
    startBlocks: innerModules(built).flatMap((module) => module.blocks),
  });
  const files = [...chunks]
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return largestFirst(compilation, files);
}

/**
 * The largest file moved to the front. Over HTTP/1.1 a browser opens six connections to a host and
 * queues further requests in document order, and a slow link shares its bandwidth between the
 * downloads under way: the largest file finishes last wherever it starts, so it starts at once
 * instead of waiting in the queue, while the others arrive in need order and are evaluated as it
 * downloads (startup imports React DOM, the largest, last).
 */
function largestFirst(compilation, files) {
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  const largest = files.reduce((found, file) => (found === undefined || size(file) > size(found) ? file : found), undefined);
  return largest === undefined ? files : [largest, ...files.filter((file) => file !== largest)];
}

/**
 * Preloads the scripts startup needs (see startupScriptFiles) from the page itself, at low priority:
 * they download together, with the entry, instead of after the entry has arrived and asked for
 * them, which on a slow phone left the connection idle and the page unhydrated for most of a
 * second. StartAfterLoadPlugin keeps these links in the page's startup template until the scripts
 * start, so they never share the network with the page's own images and fonts.
 */
export class StartupPreloadPlugin {
  /** @param {string} startModuleResource  the absolute path of the module the entry imports dynamically */
  constructor(startModuleResource) {
    this.startModuleResource = startModuleResource;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN_NAME, (data) => {
        for (const file of startupScriptFiles(compilation, this.startModuleResource)) {
          data.assetTags.scripts.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              fetchpriority: 'low',
              href: `${data.publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}
