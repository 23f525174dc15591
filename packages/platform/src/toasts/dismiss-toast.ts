import type { Dispatch } from '@reduxjs/toolkit';
import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { type ToastsState, toastsSlice } from './toasts-slice';

const { dismiss, remove } = toastsSlice.actions;

/**
 * Dismisses one toast (or all without an id) and removes it from state after TOAST_REMOVE_DELAY_MS.
 * The timer lives in this thunk because reducers must stay free of side effects.
 */
export function dismissToast(id?: string) {
  return (dispatch: Dispatch, getState: () => { toasts: ToastsState }) => {
    const dismissedIds =
      id === undefined ? getState().toasts.items.map((item) => item.id) : [id];
    dispatch(dismiss(id));
    for (const dismissedId of dismissedIds) {
      setTimeout(() => dispatch(remove(dismissedId)), TOAST_REMOVE_DELAY_MS);
    }
  };
}
