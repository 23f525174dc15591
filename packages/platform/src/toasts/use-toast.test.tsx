import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ShellStack } from '../testing/render-with-shell-providers';
import { testTheme } from '../testing/test-theme';
import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { useToast } from './use-toast';

function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => <ShellStack theme={testTheme}>{children}</ShellStack>;
  return renderHook(() => useToast(), { wrapper });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useToast', () => {
  it('shows a default toast and lists it', () => {
    const { result } = setup();

    act(() => {
      result.current.toast({ title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you soon." });
    });

    expect(result.current.toasts).toEqual([
      {
        id: expect.any(String),
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you soon.",
        variant: 'default',
        open: true,
      },
    ]);
  });

  it('replaces the visible toast with a newer one', () => {
    const { result } = setup();

    act(() => {
      result.current.toast({ title: 'Calculation Complete' });
      result.current.toast({ title: 'Calculation Error', variant: 'destructive' });
    });

    expect(result.current.toasts.map((toast) => toast.title)).toEqual(['Calculation Error']);
  });

  it('returns a handle that updates and dismisses its own toast', () => {
    const { result } = setup();
    let handle: ReturnType<typeof result.current.toast> | undefined;

    act(() => {
      handle = result.current.toast({ title: 'Subscribing...' });
    });
    act(() => handle?.update({ title: 'Subscription successful!' }));
    expect(result.current.toasts[0]).toMatchObject({ id: handle?.id, title: 'Subscription successful!', open: true });

    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current.toasts).toEqual([]);
  });

  it('dismisses every toast when called without an id', () => {
    const { result } = setup();
    act(() => {
      result.current.toast({ title: 'Message Sent!' });
    });
    act(() => result.current.dismiss());
    expect(result.current.toasts.every((toast) => !toast.open)).toBe(true);
  });
});
