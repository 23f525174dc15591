import { QueryStatus } from '@reduxjs/toolkit/query';
import type { RootState } from '../store/root-reducer';
import type { AppQueryError } from './base-query';

/** Queries whose outcome the server's HTML shows. */
const SETTLED: ReadonlySet<QueryStatus> = new Set([QueryStatus.fulfilled, QueryStatus.rejected]);

/** The part of the store the server hands the browser: the API cache without its configuration. */
export interface ServerHandoffState {
  api: Omit<RootState['api'], 'config'>;
}

type QueryEntry = NonNullable<RootState['api']['queries'][string]>;

/**
 * A 404 is the API's answer that the record does not exist, not a failure worth asking again about.
 * RTK Query asks again for any entry it never saw answered (no `fulfilledTimeStamp`) when a page
 * subscribes, so a 404 entry is handed over as answered when it was asked: the browser keeps the
 * not-found view without a request. It ages like any answer (an endpoint fresh for 60 seconds asks
 * again after that); its `error` stays, so the page still shows not-found.
 */
function answeredIfNotFound(query: QueryEntry): QueryEntry {
  const notFound = query.status === QueryStatus.rejected && (query.error as AppQueryError | undefined)?.status === 404;
  return notFound && query.fulfilledTimeStamp === undefined ? { ...query, fulfilledTimeStamp: query.startedTimeStamp } : query;
}

/**
 * What the shell's server hands the browser with a rendered page: the API cache's settled queries,
 * so the browser's first render shows exactly the server's HTML. Answered queries are not fetched
 * again, nor are records the API answered 404 for (`answeredIfNotFound`). Any other failed query
 * shows its error view as on the server, and RTK Query tries it again when the page subscribes, as
 * for any failed query. Meanwhile the query's `error` stays (its `isError` does not), so pages
 * choose their error view from `error` and keep it instead of flashing their loading state. Queries
 * still pending when the server stopped waiting are left out: the browser asks for them itself. The
 * cache's configuration stays the browser's own: in JSON the API's `keepUnusedDataFor: Infinity`
 * would arrive as null, which RTK Query reads as 0, dropping every entry nobody is subscribed to yet.
 */
export function serverHandoffState(state: RootState): ServerHandoffState {
  const { config: _browserKeepsItsOwn, ...api } = state.api;
  const settled = Object.fromEntries(
    Object.entries(api.queries).flatMap(([key, query]) =>
      query !== undefined && SETTLED.has(query.status) ? [[key, answeredIfNotFound(query)]] : [],
    ),
  );
  return { api: { ...api, queries: settled, mutations: {}, subscriptions: {} } };
}

/** Whether any of the page's requests failed (a 429, a 5xx, a timeout, a 404 too): such a page
 * shows one visitor's bad moment and must not be served to the next from the shell's cache. */
export function anyQueryFailed(state: RootState): boolean {
  return Object.values(state.api.queries).some((query) => query?.status === QueryStatus.rejected);
}
