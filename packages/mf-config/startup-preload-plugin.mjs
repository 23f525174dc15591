import HtmlWebpackPlugin from 'html-webpack-plugin';
import { neededChunks } from './needed-chunks.mjs';

const PLUGIN_NAME = 'StartupPreloadPlugin';

/**
 * The script files the browser needs to start the app beyond the entry: what the start module and
 * its dynamic imports need (see neededChunks), the shared libraries' copies this build provides
 * included, since the host's copy is the one used.
 *
 * The files come in the order startup needs them (see neededChunks): a browser fetches preloads
 * of one priority in document order, so what is evaluated first also arrives first, and
 * evaluating it overlaps the download of the rest.
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
  return [...chunks]
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * Preloads the scripts startup needs (see startupScriptFiles) from the page itself, at low priority:
 * they download with the page's text and images instead of after the entry has arrived and asked
 * for them, which on a slow phone left the connection idle and the page unhydrated for most of a
 * second. Low priority keeps the page's own images and fonts ahead of them for the first paint.
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
