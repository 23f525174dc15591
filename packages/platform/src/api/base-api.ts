import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './base-query';

/**
 * On a server (no window), query hooks start their requests while rendering, so the shell's server
 * can render a page, wait for the requests it started, and render it again with the data (RTK
 * Query's documented server-rendering mode). In the browser they start in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The single RTK Query api of the site. Remotes add endpoints with `baseApi.injectEndpoints`
 * (endpoint names prefixed by the remote). Spec section 7: nothing refetches automatically and
 * nothing goes stale unless an endpoint says so (see FRESH_FOR_60_SECONDS).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // RTK Query treats Infinity as "keep forever" and never schedules a removal timer.
  keepUnusedDataFor: Infinity,
});
