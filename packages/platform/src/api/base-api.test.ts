/** @jest-environment node */
import { createAppStore } from '../store/app-store';
import { baseApi } from './base-api';
import { FRESH_FOR_60_SECONDS, refetchWhenOlderThan } from './freshness';

interface Post {
  slug: string;
}

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testNeverStale: build.query<Post[], void>({ query: () => '/api/never-stale' }),
    testFreshFor60: build.query<Post[], void>({
      query: () => '/api/fresh-for-60',
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
    testSubscribe: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/api/newsletter-subscribe', method: 'POST', body }),
    }),
  }),
});

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-05-15T12:00:00Z') });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('[{"slug":"a"}]', { status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

/** Mounts a query the way a component does, waits for its result and unmounts it. */
async function mountAndUnmount(store: ReturnType<typeof createAppStore>, endpoint: 'testNeverStale' | 'testFreshFor60') {
  const subscription = store.dispatch(testApi.endpoints[endpoint].initiate());
  const result = await subscription;
  subscription.unsubscribe();
  return result;
}

describe('baseApi', () => {
  it('serves a query from the cache on later mounts, however much later (never stale, never dropped)', async () => {
    const store = createAppStore();

    await mountAndUnmount(store, 'testNeverStale');
    await jest.advanceTimersByTimeAsync(7 * 24 * 60 * 60 * 1000);
    const later = await mountAndUnmount(store, 'testNeverStale');

    expect(later.data).toEqual([{ slug: 'a' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refetches a "fresh for 60 seconds" query only when mounted more than 60 s after its last load', async () => {
    const store = createAppStore();

    await mountAndUnmount(store, 'testFreshFor60');
    await jest.advanceTimersByTimeAsync(59_000);
    await mountAndUnmount(store, 'testFreshFor60');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(2_000);
    await mountAndUnmount(store, 'testFreshFor60');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failed query or mutation', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const store = createAppStore();

    const query = await mountAndUnmount(store, 'testNeverStale');
    await jest.advanceTimersByTimeAsync(60_000);
    const mutation = await store.dispatch(testApi.endpoints.testSubscribe.initiate({ email: 'a@b.co' }));

    expect(query.error).toEqual({ status: 502, message: '502: Bad Gateway' });
    expect(mutation.error).toEqual({ status: 502, message: '502: Bad Gateway' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refetch when the window regains focus or the network comes back', () => {
    const store = createAppStore();
    expect(store.getState().api.config).toMatchObject({
      refetchOnFocus: false,
      refetchOnReconnect: false,
      refetchOnMountOrArgChange: false,
      keepUnusedDataFor: Infinity,
    });
  });
});
