import type { ComponentType } from 'react';
import type { PageAction } from '../actions/page-action';
import type { AppStore } from '../store/app-store';

/** What a page's loader is given. */
export interface PageLoaderArgs {
  /** The route pattern's parameters (`/dog-food/:id` gives `{ id }`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query, holding only the parameters the route declares. */
  searchParams: URLSearchParams;
  /** The store the page renders from. */
  store: AppStore;
}

/** What a loader may tell the shell's server of its page besides the data it loaded. */
export interface PageLoaderOutcome {
  /** The address names nothing the site has (a page of a list past its last, a filter value the
   * list does not know): the page, rendered with its own message, answers 404. */
  notFound: true;
}

/** A loader's answer for an address that names nothing the site has (see PageLoaderOutcome). */
export const pageNotFound: PageLoaderOutcome = Object.freeze({ notFound: true });

/**
 * A page's loader: states what the page shows by fetching it into the store through the same RTK
 * Query endpoints (and arguments) the page reads, so the shell's server waits for it and renders the
 * page once, with its data, and the browser, handed the store, asks for none of it again. A failed
 * request is not thrown: the page shows its own error or not-found view for it, and the loader
 * answers `pageNotFound` when that view is a not-found one, so the server answers it with 404.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a loader that only loads returns nothing, as most do.
export type PageLoader = (args: PageLoaderArgs) => Promise<PageLoaderOutcome | void>;

/** A page module as a remote exposes it (the route catalogue's `module`): the page, its loader
 * when the page shows data from the API, and its action when it has a form (see PageAction). */
export interface RemotePageModule {
  default: ComponentType;
  loader?: PageLoader;
  action?: PageAction;
}

/** The part of an RTK Query endpoint a loader uses. */
interface LoadableEndpoint<Arg> {
  initiate: (arg: Arg, options: { subscribe: false }) => unknown;
}

/**
 * Fetches one query into the store, as a loader does: settled (answered or failed) when it
 * resolves, and kept in the store for the page's render (the site's API keeps unused data).
 */
export async function loadQuery<Arg>(store: AppStore, endpoint: LoadableEndpoint<Arg>, arg: Arg): Promise<void> {
  // The endpoint's own thunk; RTK Query's types for a generic endpoint do not reach dispatch.
  await (store.dispatch as (action: unknown) => PromiseLike<unknown>)(endpoint.initiate(arg, { subscribe: false }));
}
