import type { Theme } from '@emotion/react';
import { matchPath } from '@gentlebowl/router';
import type { AppRequestContext } from '../api/base-query';
import type { RemotePageModule } from '../pages/page-module';
import { createAppStore } from '../store/app-store';
import { errorReply, type FakeResponse, installFetchMock } from './fake-fetch';
import { renderInShellStackToString, type ShellProviderOptions } from './render-with-shell-providers';

export interface PageOnServer {
  /** The page's HTML, with React's comments between adjacent texts taken out (a page reads without them). */
  html: string;
  /** The queries the page asked for while rendering, after its loader: data its loader does not load. */
  askedWhileRendering: string[];
  /** The loader answered `pageNotFound`: the shell's server would answer the page with 404. */
  notFound: boolean;
}

/**
 * Renders a page module as the shell's server does: its loader first (with the route's params and
 * the address's query), then one render from the store the loader filled, in which no request starts.
 * Run it in a `@jest-environment node` test, with fetch answered by the test.
 */
export async function renderPageOnServer(
  module: RemotePageModule,
  { route = '/', path = route.split('?')[0] ?? '/', ...options }: Omit<ShellProviderOptions, 'store'>,
): Promise<PageOnServer> {
  const askedWhileRendering: string[] = [];
  const requestContext: AppRequestContext = { onQueryAfterSettled: (endpoint) => askedWhileRendering.push(endpoint) };
  const store = createAppStore(undefined, requestContext);
  const address = new URL(route, 'http://shell');
  const params = matchPath(path, address.pathname)?.params ?? {};
  const outcome = await module.loader?.({ params, searchParams: address.searchParams, store });
  requestContext.dataSettled = true;
  const { default: Page } = module;
  const html = renderInShellStackToString(<Page />, { ...options, route, path, store }).replace(/<!-- -->/g, '');
  return { html, askedWhileRendering, notFound: outcome?.notFound === true };
}

export interface ServerRenderedPage {
  path: string;
  module: string;
}

export interface ServerRenderingOptions {
  theme: Theme;
  /** The remote's marker attribute value (`data-remote="…"`) every page carries. */
  remote: string;
  /** Loads a page module by its exposed name ('./home-page'). */
  loadPage: (module: string) => Promise<RemotePageModule>;
  /** A value for each route parameter, e.g. `{ slug: 'a-real-post' }`. */
  sampleParams?: Readonly<Record<string, string>>;
  /** How the API answers the pages' loaders (by path and method); unanswered requests get a 404. */
  api?: (path: string, method: string) => FakeResponse | undefined;
}

/**
 * Declares one test per page: it renders in Node inside the shell stack, as the shell's server will
 * render it, once, after its loader: a page that reads window, document or storage while rendering
 * throws, and a page that asks for data its loader does not load fails. Call it from a
 * `@jest-environment node` test file.
 */
export function describeServerRendering(pages: readonly ServerRenderedPage[], options: ServerRenderingOptions): void {
  const { theme, remote, loadPage, sampleParams = {}, api } = options;
  describe.each(pages.map((page) => [page.path, page]))('the page %s', (_, page) => {
    it('renders to HTML in Node inside the shell stack, once, with the data its loader loads', async () => {
      const { fetchMock } = installFetchMock();
      fetchMock.mockImplementation(async (url, init) => {
        const answer = api?.(new URL(url, 'http://api').pathname, init.method ?? 'GET');
        return answer ?? errorReply(404, 'Not Found');
      });
      const module = await loadPage(page.module);
      const address = page.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => sampleParams[name] ?? name);

      const { html, askedWhileRendering } = await renderPageOnServer(module, { theme, route: address, path: page.path });

      expect(typeof window).toBe('undefined');
      expect(html).toContain(`data-remote="${remote}"`);
      expect(askedWhileRendering).toEqual([]);
    });
  });
}
