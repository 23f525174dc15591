import { nanoid } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store-hooks';
import { dismissToast } from './dismiss-toast';
import { type ToastChanges, type ToastItem, type ToastVariant, toastsSlice } from './toasts-slice';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: ToastChanges) => void;
}

export interface UseToastResult {
  toasts: ToastItem[];
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: string) => void;
}

const { add, update } = toastsSlice.actions;

export function useToast(): UseToastResult {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(toastsSlice.selectors.selectToasts);

  const actions = useMemo(
    () => ({
      toast({ title, description, variant = 'default' }: ToastOptions): ToastHandle {
        const id = nanoid();
        dispatch(add({ id, title, description, variant }));
        return {
          id,
          dismiss: () => dispatch(dismissToast(id)),
          update: (changes) => dispatch(update({ id, ...changes })),
        };
      },
      dismiss(id?: string) {
        dispatch(dismissToast(id));
      },
    }),
    [dispatch],
  );

  return useMemo(() => ({ toasts, ...actions }), [toasts, actions]);
}
