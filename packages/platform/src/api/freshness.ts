/** Spec section 7: blog posts and dog foods are "fresh for 60 seconds" (RTK Query counts in seconds). */
export const FRESH_FOR_60_SECONDS = 60;

interface ForceRefetchParams {
  endpointState?: { fulfilledTimeStamp?: number };
}

/**
 * An endpoint's `forceRefetch` option: a component mounting (or changing the argument) refetches
 * only when the cached answer is at least `maxAgeSeconds` old. RTK Query has no per-endpoint
 * `refetchOnMountOrArgChange`, and the api-wide setting is "never", so endpoints opt in here:
 *
 *   build.query({ query: () => '/api/blog-posts', forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS) })
 */
export function refetchWhenOlderThan(maxAgeSeconds: number) {
  return ({ endpointState }: ForceRefetchParams): boolean => {
    const loadedAt = endpointState?.fulfilledTimeStamp;
    return loadedAt !== undefined && Date.now() - loadedAt >= maxAgeSeconds * 1000;
  };
}
