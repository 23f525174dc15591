import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** Emits a few static files (favicon, robots) from an app's public folder unchanged. */
export default class CopyPublicFiles {
  constructor(folder, files) {
    this.folder = folder;
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const source = readFileSync(path.join(this.folder, file));
            compilation.emitAsset(file, new webpack.sources.RawSource(source));
          }
        },
      );
    });
  }
}
