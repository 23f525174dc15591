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
import { fillPattern, isNoSuchRecord, matchRoute, requestAddress, type RouteMatch } from '@gentlebowl/routes';
import { App } from '../app/app';
import { PAGE_HANDOFF_ELEMENT_ID, type PageHandoff } from '../app/page-handoff';
import { BROWSER_ONLY_DIGEST } from '../features/remotes/browser-only-page';
import type { PageActionData } from '../features/remotes/preloaded-pages';
import { loadRemotePage, registerRegistryRemotes } from '../features/remotes/federation';
import type { PageRenderer, PageRendererOptions, RenderedPage, RenderPageInput } from '../../server/page-renderer-contract';
import { undiciTransport } from './api-transport';
import { createPageStyles } from './page-styles';
import { renderToHtml, splitHeadElements } from './render-to-html';

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

  async function loadPage(match: RouteMatch, deadline: number): Promise<RemotePageModule | undefined> {
    try {
      return await beforeDeadline(loadRemotePage(match.route), deadline);
    } catch (error) {
      log({ level: 'warn', msg: 'page left to the browser: its server code did not load', route: match.route.id, error: String(error) });
      return undefined;
    }
  }

  /**
   * Renders the page at `url` for the visitor: its loader first, then the page once, from the store
   * the loader filled. `actionData` answers a refused submission of its form.
   */
  async function renderPage(
    { url, site, remotes, visitorAddress }: RenderPageInput,
    match: RouteMatch | null,
    page: RemotePageModule | undefined,
    deadline: number,
    actionData?: PageActionData,
  ): Promise<RenderedPage> {
    const config: RuntimeConfig = { ...defaultRuntimeConfig, ...site };
    const address = requestAddress(url);
    const modules = new Map(match && page ? [[match.route.id, page]] : []);
    /** The record the address names (a route with a `resource`), and the API's answer for it. */
    const resource = match?.route.resource ? fillPattern(match.route.resource, match.params) : undefined;
    let resourceStatus: number | undefined;
    /** The page's loader said the address names nothing the site has. */
    let loaderFoundNothing = false;
    // Requests still unanswered at the deadline are aborted, not left to undici's own timeout.
    const requestContext: AppRequestContext = {
      apiOrigin,
      transport: undiciTransport,
      visitorAddress,
      deadline: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      onResponse: (requestedUrl, status) => {
        if (requestedUrl === resource) resourceStatus = status;
      },
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
        const outcome = await beforeDeadline(page.loader({ params: match.params, searchParams: address.searchParams, store }), deadline);
        loaderFoundNothing = outcome?.notFound === true;
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
    const styles = createPageStyles();
    const tree = (
      <HeadCollectorProvider collector={head}>
        <CacheProvider value={styles.cache}>
          <App
            store={store}
            config={config}
            pages={{ modules, onServer: true, actionData }}
            location={`${address.pathname}${address.search}`}
          />
        </CacheProvider>
      </HeadCollectorProvider>
    );
    renders += 1;
    const html = await renderToHtml(tree, { deadline: Math.max(deadline, Date.now() + budgetMs / 4), onError });
    const { head: headElements, body } = splitHeadElements(html);
    const handoff: PageHandoff = {
      remotes,
      config,
      rendered: true,
      state: serverHandoffState(store.getState()),
      ...(actionData ? { actionData } : {}),
    };
    const handoffScript = `<script type="application/json" id="${PAGE_HANDOFF_ELEMENT_ID}">${scriptSafeJson(handoff)}</script>`;
    return {
      head: `${headElements}${styles.styleElements(body)}${head.jsonLdTags()}`,
      body,
      handoffScript,
      complete,
      renders,
      ...(loaderFoundNothing
        ? { found: false }
        : resourceStatus === undefined
          ? {}
          : { found: !isNoSuchRecord(resourceStatus) }),
    };
  }

  return {
    useRemotes: registerRegistryRemotes,

    async render(input) {
      const deadline = Date.now() + budgetMs;
      const match = matchRoute(requestAddress(input.url).pathname);
      const page = match ? await loadPage(match, deadline) : undefined;
      return renderPage(input, match, page, deadline);
    },

    async submit(input) {
      const address = requestAddress(input.url);
      const match = matchRoute(address.pathname);
      if (!match) return { kind: 'no-action' };
      const page = await loadPage(match, Date.now() + budgetMs);
      if (!page) return { kind: 'unavailable' };
      if (typeof page.action !== 'function') return { kind: 'no-action' };
      // The action's requests are the visitor's, as the render's are. A send may take longer than
      // a page's render budget (the API mails the editors), so it has a budget of its own.
      const store = createAppStore(undefined, {
        apiOrigin,
        transport: undiciTransport,
        visitorAddress: input.visitorAddress,
        deadline: AbortSignal.timeout(SUBMIT_BUDGET_MS),
      });
      const result = await page.action({ form: new URLSearchParams(input.form), dispatch: store.dispatch });
      if (result.outcome === 'sent') {
        const query = new URLSearchParams(result.query).toString();
        return { kind: 'sent', location: `${address.pathname}${query ? `?${query}` : ''}${result.hash ? `#${result.hash}` : ''}` };
      }
      log({ level: 'info', msg: 'form refused', path: address.pathname, status: result.status });
      const refusedPage = await renderPage({ ...input, url: address.pathname }, match, page, Date.now() + budgetMs, {
        routeId: match.route.id,
        data: result.data,
      });
      return {
        kind: 'refused',
        status: result.status,
        ...(result.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: result.retryAfterSeconds }),
        page: { ...refusedPage, complete: false },
      };
    },
  };
}
