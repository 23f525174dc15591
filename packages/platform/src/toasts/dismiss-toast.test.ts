import { createAppStore } from '../store/app-store';
import { dismissToast } from './dismiss-toast';
import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { toastsSlice } from './toasts-slice';

const { add } = toastsSlice.actions;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('dismissToast', () => {
  it('closes the toast at once and removes it from state after the removal delay', () => {
    const store = createAppStore();
    store.dispatch(add({ id: 'a', title: 'Message Sent!', variant: 'default' }));

    store.dispatch(dismissToast('a'));
    expect(store.getState().toasts.items).toEqual([{ id: 'a', title: 'Message Sent!', variant: 'default', open: false }]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts.items).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('without an id closes and later removes every toast, but not one added afterwards', () => {
    const store = createAppStore();
    store.dispatch(add({ id: 'a', title: 'First', variant: 'default' }));

    store.dispatch(dismissToast());
    expect(store.getState().toasts.items[0]?.open).toBe(false);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);
    store.dispatch(add({ id: 'b', title: 'Second', variant: 'default' }));
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);

    expect(store.getState().toasts.items).toEqual([{ id: 'b', title: 'Second', variant: 'default', open: true }]);
  });

  it('uses the removal delay of the spec', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});
