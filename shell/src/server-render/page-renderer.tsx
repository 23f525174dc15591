import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  type AppRequestContext,
  type AppStore,
  anyQueryFailed,
  createAppStore,
  createHeadCollector,
  defaultRuntimeConfig,
  HeadCollectorProvider,
  type RemotePageModule,
  type RuntimeConfig,
  scriptSafeJson,
  serverHandoffState,
} from '@gentlebowl/platform';
import { matchRoute, type RouteMatch } from '@gentlebowl/routes';
import { App } from '../app/app';
import { PAGE_HANDOFF_ELEMENT_ID, type PageHandoff } from '../app/page-handoff';
import { BROWSER_ONLY_DIGEST } from '../features/remotes/browser-only-page';
import { loadRemotePage, registerRegistryRemotes } from '../features/remotes/federation';
import type { PageRenderer, PageRendererOptions } from '../../server/page-renderer-contract';
import { hoistEmotionStyles, renderToHtml, splitHeadElements } from './render-to-html';

function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('render budget spent')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { apiOrigin, budgetMs, log } = options;

  async function loadPage(match: RouteMatch, deadline: number): Promise<RemotePageModule | undefined> {
    try {
      return await beforeDeadline(loadRemotePage(match.route), deadline);
    } catch (error) {
      log({ level: 'warn', msg: 'page left to the browser: its server code did not load', route: match.route.id, error: String(error) });
      return undefined;
    }
  }

  return {
    useRemotes: registerRegistryRemotes,

    async render({ url, site, remotes, visitorAddress }) {
      const config: RuntimeConfig = { ...defaultRuntimeConfig, ...site };
      const deadline = Date.now() + budgetMs;
      const address = new URL(url, 'http://shell');
      const match = matchRoute(address.pathname);
      const page = match ? await loadPage(match, deadline) : undefined;
      const modules = new Map(match && page ? [[match.route.id, page]] : []);
      // Requests still unanswered at the deadline are aborted, not left to undici's own timeout.
      const requestContext: AppRequestContext = {
        apiOrigin,
        visitorAddress,
        deadline: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      };
      const store: AppStore = createAppStore(undefined, requestContext);
      let complete = true;
      /** Passes over the React tree for this request, counted at each one: the server reports them
       * in the page's Server-Timing header, so a pass anyone adds shows there. */
      let renders = 0;
      const onError = (error: unknown) => {
        complete = false;
        const digest = (error as { digest?: string } | null)?.digest;
        if (digest !== BROWSER_ONLY_DIGEST) log({ level: 'error', msg: 'page left to the browser: it failed to render', path: address.pathname, error: String(error) });
        return digest ?? BROWSER_ONLY_DIGEST;
      };

      // The page states what it shows in its loader; the page is rendered once, when that is in.
      if (match && page?.loader) {
        try {
          await beforeDeadline(page.loader({ params: match.params, searchParams: address.searchParams, store }), deadline);
        } catch {
          // Sent with its loading states, for the browser to fill; not kept in the page cache.
          complete = false;
          log({ level: 'warn', msg: 'page data late: the browser will load the rest', path: address.pathname });
        }
      }
      requestContext.dataSettled = true;
      requestContext.onQueryAfterSettled = (endpoint) => {
        complete = false;
        log({ level: 'warn', msg: 'page asked for data its loader does not load: the browser will load it', path: address.pathname, endpoint });
      };
      // A page that met an API error (a 429 for this visitor, an outage) is sent, never cached.
      if (anyQueryFailed(store.getState())) complete = false;
      const head = createHeadCollector();
      const tree = (
        <HeadCollectorProvider collector={head}>
          <CacheProvider value={createCache({ key: 'css' })}>
            <App store={store} config={config} pages={{ modules, onServer: true }} location={`${address.pathname}${address.search}`} />
          </CacheProvider>
        </HeadCollectorProvider>
      );
      renders += 1;
      const html = await renderToHtml(tree, { deadline: Math.max(deadline, Date.now() + budgetMs / 4), onError });
      const { head: headElements, body: markup } = splitHeadElements(html);
      const { styles, markup: body } = hoistEmotionStyles(markup);
      const handoff: PageHandoff = { remotes, config, rendered: true, state: serverHandoffState(store.getState()) };
      const handoffScript = `<script type="application/json" id="${PAGE_HANDOFF_ELEMENT_ID}">${scriptSafeJson(handoff)}</script>`;
      return { head: `${headElements}${styles}${head.jsonLdTags()}`, body, handoffScript, complete, renders };
    },
  };
}
