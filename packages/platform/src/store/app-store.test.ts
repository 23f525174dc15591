/** @jest-environment node */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import type { AppRequestContext } from '../api/base-query';
import { toastsSlice } from '../toasts/toasts-slice';
import { createAppStore } from './app-store';
import { rootReducer } from './root-reducer';

const testWizardSlice = createSlice({
  name: 'testWizard',
  initialState: { step: 1 },
  reducers: {
    next(state) {
      state.step += 1;
    },
  },
});

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testStoreFood: build.query<{ id: number }, number>({ query: (id) => `/api/dog-foods/${id}` }),
  }),
});

// Exactly what a remote writes (with the package name) to type its injected slice.
declare module '../index' {
  interface LazyLoadedSlices extends WithSlice<typeof testWizardSlice> {}
}

describe('createAppStore', () => {
  it('starts with the api cache and no toasts', () => {
    const state = createAppStore().getState();
    expect(state.api.queries).toEqual({});
    expect(state.toasts).toEqual({ items: [] });
  });

  it('accepts preloaded state', () => {
    const store = createAppStore({
      toasts: { items: [{ id: 't1', title: 'Message Sent!', variant: 'default', open: true }] },
    });
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('lets a remote inject its slice after the store exists, keeping the shared slices', () => {
    const store = createAppStore();
    const injected = testWizardSlice.injectInto(rootReducer);

    store.dispatch(injected.actions.next());
    store.dispatch(toastsSlice.actions.add({ id: 't1', variant: 'default', title: 'Still here' }));

    expect(store.getState().testWizard).toEqual({ step: 2 });
    expect(store.getState().toasts.items).toHaveLength(1);
  });
});

describe("createAppStore on the shell's server", () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response('{"id":1}', { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("asks the API at the server's own address for the same paths the browser asks its page's origin for", async () => {
    const store = createAppStore(undefined, { apiOrigin: 'http://api.internal:3000' });
    const result = await store.dispatch(testApi.endpoints.testStoreFood.initiate(1));
    expect(fetchMock).toHaveBeenCalledWith('http://api.internal:3000/api/dog-foods/1', expect.objectContaining({ method: 'GET' }));
    expect(result.data).toEqual({ id: 1 });
  });

  it("keeps what the page's loader learned once the data is settled: a query started later changes nothing, and is reported", async () => {
    const askedTooLate: string[] = [];
    const requestContext: AppRequestContext = {
      apiOrigin: 'http://api.internal:3000',
      onQueryAfterSettled: (endpointName) => askedTooLate.push(endpointName),
    };
    const store = createAppStore(undefined, requestContext);
    await store.dispatch(testApi.endpoints.testStoreFood.initiate(1));
    const learned = store.getState().api.queries;

    requestContext.dataSettled = true;
    const late = await store.dispatch(testApi.endpoints.testStoreFood.initiate(2));

    expect(late.isUninitialized).toBe(true);
    expect(store.getState().api.queries).toBe(learned);
    expect(testApi.endpoints.testStoreFood.select(2)(store.getState()).isUninitialized).toBe(true);
    expect(askedTooLate).toEqual(['testStoreFood']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
