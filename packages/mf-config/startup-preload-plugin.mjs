import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN_NAME = 'StartupPreloadPlugin';
/** The module types @module-federation/enhanced gives a shared library's consumer and provider. */
const CONSUME_SHARED_MODULE_TYPE = 'consume-shared-module';
const PROVIDE_SHARED_MODULE_TYPE = 'provide-module';

/**
 * The script files the browser needs to start the app beyond the entry: the chunks of the start
 * module and of its dynamic imports, and for every shared library those chunks consume, the chunks
 * of the copy this build provides (the one the share scope hands out; the host's copy is the one
 * used), followed through the libraries they consume in turn. Lazy imports elsewhere (a dialog, a
 * rarely used page) are not followed.
 *
 * The files come in the order startup needs them: the start module's chunk and the libraries it
 * consumes, then each of its dynamic imports in source order (startup imports them one at a time),
 * each followed by the libraries it consumes. A browser fetches preloads of one priority in
 * document order, so what is evaluated first also arrives first, and evaluating it overlaps the
 * download of the rest.
 */
export function startupScriptFiles(compilation, startModuleResource) {
  const { chunkGraph } = compilation;
  // In production the start module is usually concatenated with the modules it imports.
  const innerModules = (module) => (module.modules ? [...module.modules] : [module]);
  const built = [...compilation.modules].find((module) =>
    innerModules(module).some((inner) => inner.resource === startModuleResource),
  );
  if (!built) throw new Error(`${PLUGIN_NAME}: ${startModuleResource} is not part of the build`);
  const provided = new Map(
    [...compilation.modules]
      .filter((module) => module.type === PROVIDE_SHARED_MODULE_TYPE)
      .map((module) => [module._name, module]),
  );
  const chunks = new Set();
  const visitBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) addChunk(chunk);
  };
  const addChunk = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    const consumed = [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === CONSUME_SHARED_MODULE_TYPE)
      .sort((a, b) => a.options.shareKey.localeCompare(b.options.shareKey));
    for (const module of consumed) {
      const provider = provided.get(module.options.shareKey);
      (provider ?? module).blocks.forEach(visitBlock);
    }
  };
  for (const chunk of chunkGraph.getModuleChunksIterable(built)) addChunk(chunk);
  for (const module of innerModules(built)) module.blocks.forEach(visitBlock);
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
