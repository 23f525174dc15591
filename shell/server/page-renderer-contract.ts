// What the shell's server and its server renderer (shell/src/server-render, a webpack bundle loaded
// at run time) agree on. Plain data only: the server never imports the app itself.
import type { RemoteName } from '@gentlebowl/routes';
import type { RemoteRegistry } from './remote-registry';

/** A line for the shell server's pino logger (which redacts as the API's does); addresses in it
 * are paths, never query strings, which may carry a dog's name and symptoms. */
export type RendererLogEntry = { level: 'info' | 'warn' | 'error'; msg: string; [key: string]: unknown };

export interface PageRendererOptions {
  /** Where the server's own API requests go (the shell's API_URL). */
  apiOrigin: string;
  /** How long one page may take, loading its code and data included, before the rest is left to
   * the browser. */
  budgetMs: number;
  log: (entry: RendererLogEntry) => void;
}

export interface RenderPageInput {
  /** The requested path and query. */
  url: string;
  /** The visitor the page is rendered for (the address the shell resolved): the API's rate limits
   * and logs count the render's requests as theirs. */
  visitorAddress: string;
  /** The operator's site settings; the rest take the platform's defaults. */
  site: RemoteRegistry['site'];
  /** Where the browser loads each remote's container from. */
  remotes: RemoteRegistry['remotes'];
}

export interface RenderedPage {
  /** Title, meta and link elements and JSON-LD for <head>. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The script element that hands the page's state to the browser. */
  handoffScript: string;
  /** False when the route's page was left to the browser (its code failed, threw or was late) or
   * met an API error: such a page is sent but never kept in the page cache. */
  complete: boolean;
  /** How many times the React tree was rendered for this page: 1, since the page's loader states its
   * data up front (the shell's server reports it in a Server-Timing header). */
  renders: number;
  /**
   * Whether what the address names exists, as the page's render learned it, so the server needs no
   * request of its own to give the page its status: false when the page's loader answered
   * `pageNotFound`; for a record's page (a route with a `resource`), whether the API has the record
   * as the loader learned when it asked for it (false for a 404 or a 400, true for any other answer,
   * since an API that cannot say never makes a 404). Absent when the render did not learn it.
   */
  found?: boolean;
}

export interface SubmitPageInput extends RenderPageInput {
  /** The form the visitor's browser sent to the page (its urlencoded body). */
  form: string;
}

/**
 * What the page's action made of a form sent without scripts: sent (303 to `location`, the page
 * with its success marker), refused (the page rendered again with what was typed and the message,
 * with `status` and a refusal's Retry-After), no action (the page has no form to send), or
 * unavailable (the page's server code did not load, so nothing was sent).
 */
export type SubmittedPage =
  | { kind: 'sent'; location: string }
  | { kind: 'refused'; status: 400 | 429 | 502 | 503; retryAfterSeconds?: number; page: RenderedPage }
  | { kind: 'no-action' }
  | { kind: 'unavailable' };

export interface PageRenderer {
  /** Which server containers to load pages from (the operator's registry; never a request's). */
  useRemotes(serverManifests: Partial<Record<RemoteName, string>>): void;
  render(input: RenderPageInput): Promise<RenderedPage>;
  /** Runs the action of the page at `url` on a form the visitor sent, in the visitor's name. */
  submit(input: SubmitPageInput): Promise<SubmittedPage>;
}

/** What the renderer bundle exports. */
export interface PageRendererBundle {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}
