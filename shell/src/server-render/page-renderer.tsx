import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  type AppRequestContext,
  type AppStore,
  anyQueryFailed,
  baseApi,
  createAppStore,
  createHeadCollector,
  defaultRuntimeConfig,
  HeadCollectorProvider,
  type RemotePageModule,
  type RuntimeConfig,
  scriptSafeJson,
  serverHandoffState,
} from '@gentlebowl/platform';
import { matchRoute } from '@gentlebowl/routes';
import { App } from '../app/app';
import { PAGE_HANDOFF_ELEMENT_ID, type PageHandoff } from '../app/page-handoff';
import { BROWSER_ONLY_DIGEST } from '../features/remotes/browser-only-page';
import type { PageActionData } from '../features/remotes/preloaded-pages';
import { loadRemotePage, registerRegistryRemotes } from '../features/remotes/federation';
import type { PageRenderer, PageRendererOptions, RenderedPage, RenderPageInput } from '../../server/page-renderer-contract';
import { hoistEmotionStyles, renderToHtml, splitHeadElements } from './render-to-html';

/** How many times a page is rendered to discover the data it asks for (a query may need another's
 * answer first), before the final render. */
const DATA_PASSES = 3;

/** How long a form's action may wait for the API before the submission counts as failed. */
const SUBMIT_BUDGET_MS = 15_000;

function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('render budget spent')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { apiOrigin, budgetMs, log } = options;

  async function loadPage(url: URL, deadline: number): Promise<Map<string, RemotePageModule>> {
    const match = matchRoute(url.pathname);
    if (!match) return new Map();
    try {
      return new Map([[match.route.id, await beforeDeadline(loadRemotePage(match.route), deadline)]]);
    } catch (error) {
      log({ level: 'warn', msg: 'page left to the browser: its server code did not load', route: match.route.id, error: String(error) });
      return new Map();
    }
  }

  /** Renders the page at `url` with its data, for the visitor; `actionData` answers a refused
   * submission of its form. */
  async function renderPage(
    { url, site, remotes, visitorAddress }: RenderPageInput,
    modules: Map<string, RemotePageModule>,
    deadline: number,
    actionData?: PageActionData,
  ): Promise<RenderedPage> {
    const config: RuntimeConfig = { ...defaultRuntimeConfig, ...site };
    const address = new URL(url, 'http://shell');
    // Requests still unanswered at the deadline are aborted, not left to undici's own timeout.
    const requestContext: AppRequestContext = {
      apiOrigin,
      visitorAddress,
      deadline: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    };
    const store: AppStore = createAppStore(undefined, requestContext);
    let complete = true;
    // Each render starts with its own style cache (so it writes every style it uses) and its own
    // head collector (the data passes render other trees than the final one).
    const tree = (collector = createHeadCollector()) => (
      <HeadCollectorProvider collector={collector}>
        <CacheProvider value={createCache({ key: 'css' })}>
          <App
            store={store}
            config={config}
            pages={{ modules, onServer: true, actionData }}
            location={`${address.pathname}${address.search}`}
          />
        </CacheProvider>
      </HeadCollectorProvider>
    );
    const onError = (error: unknown) => {
      complete = false;
      const digest = (error as { digest?: string } | null)?.digest;
      if (digest !== BROWSER_ONLY_DIGEST) log({ level: 'error', msg: 'page left to the browser: it failed to render', path: address.pathname, error: String(error) });
      return digest ?? BROWSER_ONLY_DIGEST;
    };

    // Render, wait for the queries the render started, and again, until no new query starts. A
    // failed query is tried again by every render that uses it: its retry is not a new query.
    const failed = new Set<string>();
    for (let pass = 0; pass < DATA_PASSES; pass += 1) {
      await renderToHtml(tree(), { deadline, onError: () => undefined });
      const running = store.dispatch(baseApi.util.getRunningQueriesThunk()).filter((query) => !failed.has(query.queryCacheKey));
      if (running.length === 0) break;
      try {
        const results = await beforeDeadline(Promise.all(running), deadline);
        results.forEach((result, index) => {
          if (result.isError) failed.add(running[index]?.queryCacheKey ?? '');
        });
      } catch {
        // Sent with its loading states, for the browser to fill; not kept in the page cache.
        complete = false;
        log({ level: 'warn', msg: 'page data late: the browser will load the rest', path: address.pathname });
        break;
      }
    }

    // Let the retries of failed queries the last pass started settle too, so the final render
    // shows their outcome rather than a loading state.
    await beforeDeadline(Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())), deadline).catch(() => {
      complete = false;
    });
    requestContext.dataSettled = true;
    // A page that met an API error (a 429 for this visitor, an outage) is sent, never cached.
    if (anyQueryFailed(store.getState())) complete = false;
    const head = createHeadCollector();
    const html = await renderToHtml(tree(head), { deadline: Math.max(deadline, Date.now() + budgetMs / 4), onError });
    const { head: headElements, body: markup } = splitHeadElements(html);
    const { styles, markup: body } = hoistEmotionStyles(markup);
    const handoff: PageHandoff = {
      remotes,
      config,
      rendered: true,
      state: serverHandoffState(store.getState()),
      ...(actionData ? { actionData } : {}),
    };
    const handoffScript = `<script type="application/json" id="${PAGE_HANDOFF_ELEMENT_ID}">${scriptSafeJson(handoff)}</script>`;
    return { head: `${headElements}${styles}${head.jsonLdTags()}`, body, handoffScript, complete };
  }

  return {
    useRemotes: registerRegistryRemotes,

    async render(input) {
      const deadline = Date.now() + budgetMs;
      const modules = await loadPage(new URL(input.url, 'http://shell'), deadline);
      return renderPage(input, modules, deadline);
    },

    async submit(input) {
      const address = new URL(input.url, 'http://shell');
      const route = matchRoute(address.pathname)?.route;
      if (!route) return { kind: 'no-action' };
      const modules = await loadPage(address, Date.now() + budgetMs);
      const module = modules.get(route.id);
      if (!module) return { kind: 'unavailable' };
      if (typeof module.action !== 'function') return { kind: 'no-action' };
      // The action's requests are the visitor's, as the render's are. A send may take longer than
      // a page's render budget (the API mails the editors), so it has a budget of its own.
      const store = createAppStore(undefined, {
        apiOrigin,
        visitorAddress: input.visitorAddress,
        deadline: AbortSignal.timeout(SUBMIT_BUDGET_MS),
      });
      const result = await module.action({ form: new URLSearchParams(input.form), dispatch: store.dispatch });
      if (result.outcome === 'sent') {
        const query = new URLSearchParams(result.query).toString();
        return { kind: 'sent', location: `${address.pathname}${query ? `?${query}` : ''}${result.hash ? `#${result.hash}` : ''}` };
      }
      log({ level: 'info', msg: 'form refused', path: address.pathname, status: result.status });
      const page = await renderPage({ ...input, url: address.pathname }, modules, Date.now() + budgetMs, {
        routeId: route.id,
        data: result.data,
      });
      return {
        kind: 'refused',
        status: result.status,
        ...(result.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: result.retryAfterSeconds }),
        page: { ...page, complete: false },
      };
    },
  };
}
