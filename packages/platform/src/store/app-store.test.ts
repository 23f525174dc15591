/** @jest-environment node */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
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
