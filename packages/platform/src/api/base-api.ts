import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './base-query';

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
