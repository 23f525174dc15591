import { existsSync } from 'node:fs';
import type { PageRenderer, PageRendererBundle, PageRendererOptions } from './page-renderer-contract';

/**
 * Loads the shell's server renderer (built by webpack beside this server) and creates it. Without
 * the bundle (a build without it) the server still serves every page for the browser to render.
 */
export async function loadPageRenderer(bundlePath: string, options: PageRendererOptions): Promise<PageRenderer | undefined> {
  if (!existsSync(bundlePath)) {
    options.log({ level: 'warn', msg: 'no server renderer: pages are rendered in the browser', bundle: bundlePath });
    return undefined;
  }
  // The bundle negotiates its shared modules before exporting (asynchronous startup): require()
  // hands back a promise of its exports.
  const bundle = (await require(bundlePath)) as PageRendererBundle;
  return bundle.createPageRenderer(options);
}
