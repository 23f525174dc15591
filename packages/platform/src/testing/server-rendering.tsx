import type { Theme } from '@emotion/react';
import type { ComponentType } from 'react';
import { renderInShellStackToString } from './render-with-shell-providers';

export interface ServerRenderedPage {
  path: string;
  module: string;
}

export interface ServerRenderingOptions {
  theme: Theme;
  /** The remote's marker attribute value (`data-remote="…"`) every page carries. */
  remote: string;
  /** Loads a page by its exposed module name ('./home-page'). */
  loadPage: (module: string) => Promise<{ default: ComponentType }>;
  /** A value for each route parameter, e.g. `{ slug: 'a-real-post' }`. */
  sampleParams?: Readonly<Record<string, string>>;
}

/**
 * Declares one test per page: it renders in Node inside the shell stack, as the shell's server will
 * render it. A page that reads window, document or storage while rendering throws. Call it from a
 * `@jest-environment node` test file. The store is empty, so data-backed parts render their loading
 * state.
 */
export function describeServerRendering(pages: readonly ServerRenderedPage[], options: ServerRenderingOptions): void {
  const { theme, remote, loadPage, sampleParams = {} } = options;
  describe.each(pages.map((page) => [page.path, page]))('the page %s', (_, page) => {
    it('renders to HTML in Node inside the shell stack, without browser globals', async () => {
      const { default: Page } = await loadPage(page.module);
      const address = page.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => sampleParams[name] ?? name);
      const html = renderInShellStackToString(<Page />, { theme, route: address, path: page.path });
      expect(typeof window).toBe('undefined');
      expect(html).toContain(`data-remote="${remote}"`);
    });
  });
}
