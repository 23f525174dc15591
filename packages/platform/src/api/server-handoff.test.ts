/** @jest-environment node */
import { createAppStore } from '../store/app-store';
import { baseApi } from './base-api';
import { anyQueryFailed, serverHandoffState } from './server-handoff';

interface Food {
  id: number;
  name: string;
}

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testHandoffFood: build.query<Food, number>({ query: (id) => `/api/dog-foods/${id}` }),
    testHandoffSubscribe: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/api/newsletter-subscribe', method: 'POST', body }),
    }),
  }),
});

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const lamb: Food = { id: 1, name: 'Lamb & Rice' };

/** A server render's store: one query answered, one failed, one still running, one record the API
 * does not have, and a mutation. */
async function serverStoreAfterRender() {
  const store = createAppStore();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/1')) return new Response(JSON.stringify(lamb), { status: 200 });
    if (url.endsWith('/2')) return new Response('{"message":"Down for maintenance"}', { status: 503 });
    if (url.endsWith('/3')) return new Promise<Response>(() => {});
    if (url.endsWith('/4')) return new Response('{"message":"Dog food not found"}', { status: 404 });
    return new Response('{}', { status: 201 });
  });
  await store.dispatch(testApi.endpoints.testHandoffFood.initiate(1));
  await store.dispatch(testApi.endpoints.testHandoffFood.initiate(2));
  store.dispatch(testApi.endpoints.testHandoffFood.initiate(3));
  await store.dispatch(testApi.endpoints.testHandoffFood.initiate(4));
  await store.dispatch(testApi.endpoints.testHandoffSubscribe.initiate({ email: 'owner@example.com' }));
  return store;
}

describe('serverHandoffState', () => {
  it('hands over the answered and the failed queries, not the one still running, and no mutation or subscription', async () => {
    const server = await serverStoreAfterRender();
    const { api } = serverHandoffState(server.getState());
    const select = (id: number) => testApi.endpoints.testHandoffFood.select(id)({ ...server.getState(), api: { ...server.getState().api, ...api } });
    expect(select(1)).toMatchObject({ status: 'fulfilled', data: lamb });
    expect(select(2)).toMatchObject({ status: 'rejected', error: { status: 503, message: '503: Down for maintenance' } });
    expect(select(3).isUninitialized).toBe(true);
    expect(select(4)).toMatchObject({ status: 'rejected', error: { status: 404 } });
    expect(Object.keys(api.queries)).toHaveLength(3);
    expect(api.mutations).toEqual({});
    expect(api.subscriptions).toEqual({});
  });

  it("lets the browser's store show what the server showed, fetch nothing it answered, and try the failed query again", async () => {
    const handoff = serverHandoffState((await serverStoreAfterRender()).getState());
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 2, name: 'Salmon' }), { status: 200 }));

    const browser = createAppStore(JSON.parse(JSON.stringify(handoff)));
    expect(testApi.endpoints.testHandoffFood.select(1)(browser.getState()).data).toEqual(lamb);
    expect(testApi.endpoints.testHandoffFood.select(2)(browser.getState()).isError).toBe(true);
    await browser.dispatch(testApi.endpoints.testHandoffFood.initiate(1));
    expect(fetchMock).not.toHaveBeenCalled();

    await browser.dispatch(testApi.endpoints.testHandoffFood.initiate(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(testApi.endpoints.testHandoffFood.select(2)(browser.getState()).data).toEqual({ id: 2, name: 'Salmon' });
  });

  it('keeps a record the API does not have as not found, without asking the API again', async () => {
    const handoff = serverHandoffState((await serverStoreAfterRender()).getState());
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 4, name: 'Turkey' }), { status: 200 }));

    const browser = createAppStore(JSON.parse(JSON.stringify(handoff)));
    await browser.dispatch(testApi.endpoints.testHandoffFood.initiate(4));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(testApi.endpoints.testHandoffFood.select(4)(browser.getState())).toMatchObject({
      isError: true,
      error: { status: 404, message: '404: Dog food not found' },
    });
  });

  it("keeps what it was handed after the last component using it goes, as the site's api keeps all it fetched", async () => {
    const handoff = serverHandoffState((await serverStoreAfterRender()).getState());
    const browser = createAppStore(JSON.parse(JSON.stringify(handoff)));
    const subscription = browser.dispatch(testApi.endpoints.testHandoffFood.initiate(1));
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(testApi.endpoints.testHandoffFood.select(1)(browser.getState()).data).toEqual(lamb);
  });
});

describe('anyQueryFailed', () => {
  it('tells a render that met an API error from one that did not', async () => {
    const store = createAppStore();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(lamb), { status: 200 }));
    await store.dispatch(testApi.endpoints.testHandoffFood.initiate(1));
    expect(anyQueryFailed(store.getState())).toBe(false);

    fetchMock.mockResolvedValue(new Response('{"message":"Too many requests."}', { status: 429 }));
    await store.dispatch(testApi.endpoints.testHandoffFood.initiate(2));
    expect(anyQueryFailed(store.getState())).toBe(true);
  });
});
