import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from './toast-constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: the toast is hidden and removed from state after TOAST_REMOVE_DELAY_MS. */
  open: boolean;
}

export interface ToastsState {
  items: ToastItem[];
}

export type ToastChanges = Partial<Pick<ToastItem, 'title' | 'description' | 'variant'>>;

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    /** Shows a toast; the newest comes first and older ones beyond TOAST_LIMIT are dropped. */
    add(state, action: PayloadAction<Omit<ToastItem, 'open'>>) {
      state.items = [{ ...action.payload, open: true }, ...state.items].slice(0, TOAST_LIMIT);
    },
    update(state, action: PayloadAction<{ id: string } & ToastChanges>) {
      const { id, ...changes } = action.payload;
      const item = state.items.find((candidate) => candidate.id === id);
      if (item) Object.assign(item, changes);
    },
    /** Hides one toast, or every toast when no id is given. */
    dismiss(state, action: PayloadAction<string | undefined>) {
      for (const item of state.items) {
        if (action.payload === undefined || item.id === action.payload) item.open = false;
      }
    },
    remove(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});
