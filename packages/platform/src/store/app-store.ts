import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import type { AppRequestContext } from '../api/base-query';
import type { ServerHandoffState } from '../api/server-handoff';
import { type RootState, rootReducer } from './root-reducer';

/** Drops the start of every query once the request context says the data is settled, and tells
 * of each query that was never asked for before (a failed one asked for again is no news). */
function holdQueriesOnceSettled(requestContext: AppRequestContext): Middleware<object, RootState> {
  const started = `${baseApi.reducerPath}/executeQuery/pending`;
  return ({ getState }) => (next) => (action) => {
    const { type, meta } = action as { type?: unknown; meta?: { arg?: { endpointName?: string; queryCacheKey?: string } } };
    if (!requestContext.dataSettled || type !== started) return next(action);
    const { endpointName = 'unknown', queryCacheKey = '' } = meta?.arg ?? {};
    if (getState().api.queries[queryCacheKey] === undefined) requestContext.onQueryAfterSettled?.(endpointName);
    return action;
  };
}

/** State to start from: a test's, or what the shell's server handed the page (whose API cache
 * comes without its configuration: the store's own applies). */
export type PreloadedAppState = Partial<RootState> | ServerHandoffState;

function withApiConfiguration(preloadedState: PreloadedAppState | undefined): Partial<RootState> | undefined {
  if (!preloadedState?.api || 'config' in preloadedState.api) return preloadedState as Partial<RootState> | undefined;
  const { config } = baseApi.reducer(undefined, { type: 'gentlebowl/initial-api-configuration' });
  return { ...preloadedState, api: { ...preloadedState.api, config } };
}

/** The one store of the site. Only the shell (its server for each request, its page once) or a
 * remote's standalone dev page creates it. */
export function createAppStore(preloadedState?: PreloadedAppState, requestContext: AppRequestContext = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: withApiConfiguration(preloadedState),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: requestContext } })
        .prepend(holdQueriesOnceSettled(requestContext))
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
