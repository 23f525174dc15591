import { TOAST_LIMIT } from './toast-constants';
import { type ToastsState, toastsSlice } from './toasts-slice';

const { add, update, dismiss, remove } = toastsSlice.actions;
const reduce = toastsSlice.reducer;
const empty: ToastsState = { items: [] };

describe('toastsSlice', () => {
  it('shows at most one toast: a new toast replaces the previous one', () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = reduce(empty, add({ id: 'a', title: 'Message Sent!', variant: 'default' }));
    const second = reduce(first, add({ id: 'b', title: 'Error', variant: 'destructive' }));

    expect(first.items).toEqual([{ id: 'a', title: 'Message Sent!', variant: 'default', open: true }]);
    expect(second.items).toEqual([{ id: 'b', title: 'Error', variant: 'destructive', open: true }]);
  });

  it('updates the text and variant of a toast by id', () => {
    const state = reduce(empty, add({ id: 'a', title: 'Subscribing', variant: 'default' }));
    const updated = reduce(
      state,
      update({ id: 'a', title: 'Subscription failed', description: '409: Email already subscribed', variant: 'destructive' }),
    );
    expect(updated.items[0]).toEqual({
      id: 'a',
      title: 'Subscription failed',
      description: '409: Email already subscribed',
      variant: 'destructive',
      open: true,
    });
    expect(reduce(updated, update({ id: 'missing', title: 'x' }))).toEqual(updated);
  });

  it('dismisses one toast by id, keeping it in state as closed', () => {
    const state = reduce(empty, add({ id: 'a', title: 'Hi', variant: 'default' }));
    expect(reduce(state, dismiss('other')).items[0]?.open).toBe(true);
    expect(reduce(state, dismiss('a')).items).toEqual([{ id: 'a', title: 'Hi', variant: 'default', open: false }]);
  });

  it('dismisses every toast when no id is given', () => {
    const state: ToastsState = {
      items: [
        { id: 'a', variant: 'default', open: true },
        { id: 'b', variant: 'destructive', open: true },
      ],
    };
    expect(reduce(state, dismiss(undefined)).items.map((item) => item.open)).toEqual([false, false]);
  });

  it('removes a toast from state', () => {
    const state = reduce(empty, add({ id: 'a', title: 'Hi', variant: 'default' }));
    expect(reduce(state, remove('a')).items).toEqual([]);
  });
});
