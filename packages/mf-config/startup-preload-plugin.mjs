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
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED_MODULE_TYPE) continue;
      const provider = provided.get(module.options.shareKey);
      (provider ?? module).blocks.forEach(visitBlock);
    }
  };
  for (const chunk of chunkGraph.getModuleChunksIterable(built)) addChunk(chunk);
  for (const module of innerModules(built)) module.blocks.forEach(visitBlock);
  return [...chunks]
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .sort();
}

/** The id of the JSON script element that lists the startup scripts in the page; the shell reads it
 * under the same name (shell/src/startup/preload-startup-scripts.ts). */
export const STARTUP_SCRIPTS_ELEMENT_ID = 'startup-scripts';

/**
 * Lists the scripts startup needs (see startupScriptFiles) in the page, as a JSON script element
 * the entry reads to preload them all at once, instead of the browser discovering them one dynamic
 * import at a time. The entry asks for them rather than the HTML (preload links): fetched with the
 * HTML, they would compete with the page's own text, images and fonts for the first paint.
 */
export class StartupPreloadPlugin {
  /** @param {string} startModuleResource  the absolute path of the module the entry imports dynamically */
  constructor(startModuleResource) {
    this.startModuleResource = startModuleResource;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN_NAME, (data) => {
        const scripts = startupScriptFiles(compilation, this.startModuleResource).map((file) => `${data.publicPath}${file}`);
        data.assetTags.meta.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: STARTUP_SCRIPTS_ELEMENT_ID },
            JSON.stringify(scripts),
          ),
        );
        return data;
      });
    });
  }
}
