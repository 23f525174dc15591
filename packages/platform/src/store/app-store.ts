import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { type RootState, rootReducer } from './root-reducer';

/** The one store of the site. Only the shell (or a remote's standalone dev page) creates it. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
