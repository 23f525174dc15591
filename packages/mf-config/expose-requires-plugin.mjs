import { neededChunks } from './needed-chunks.mjs';

const PLUGIN_NAME = 'ExposeRequiresPlugin';
/** The dependency type @module-federation/enhanced gives an exposed module's import. */
const CONTAINER_EXPOSED_DEPENDENCY_TYPE = 'container exposed';

/** Each exposed module's key ('./contact-page') and the share keys of every shared module it needs. */
function sharedModulesByExpose(compilation) {
  const byExpose = new Map();
  for (const module of compilation.modules) {
    for (const block of module.blocks) {
      const exposed = block.dependencies.find((dependency) => dependency.type === CONTAINER_EXPOSED_DEPENDENCY_TYPE);
      if (exposed) byExpose.set(exposed.exposedName, neededChunks(compilation, { startBlocks: [block] }).sharedModules);
    }
  }
  return byExpose;
}

/**
 * Lists in a remote's browser manifest, for each exposed module, every shared module it needs:
 * those its code imports and those they import in turn, such as final-form behind
 * `@gentlebowl/ui/form` (`exposes[].requires`; the federation's own stats file has a field of that
 * name, but it holds only what the exposed file itself imports). With it the shell's server preloads,
 * beside a page's own scripts, this remote's copy of each of them the shell does not provide (see
 * SiteVersions.scriptsFor), instead of the browser finding them only once the page's module asks.
 */
export class ExposeRequiresPlugin {
  /** @param {string} manifestFile  the manifest the federation plugin writes */
  constructor(manifestFile) {
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // The federation plugin writes its manifest at OPTIMIZE_TRANSFER.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset(this.manifestFile);
          if (!asset) throw new Error(`${PLUGIN_NAME}: the build wrote no ${this.manifestFile}`);
          const manifest = JSON.parse(asset.source.source().toString());
          const byExpose = sharedModulesByExpose(compilation);
          for (const expose of manifest.exposes) expose.requires = [...(byExpose.get(expose.path) ?? [])].sort();
          compilation.updateAsset(this.manifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
