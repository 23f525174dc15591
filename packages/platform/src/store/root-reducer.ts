import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
// The interface lives in the package entry: TypeScript merges `declare module '@gentlebowl/platform'`
// augmentations only into declarations made in that module itself, not into re-exports.
import type { LazyLoadedSlices } from '../index';
import { toastsSlice } from '../toasts/toasts-slice';

export const rootReducer = combineSlices(baseApi, toastsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
