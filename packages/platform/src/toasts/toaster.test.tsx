import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import { testTheme } from '../testing/test-theme';
import { TOAST_DURATION_MS } from './toast-constants';
import { Toaster } from './toaster';
import { type ToastOptions, useToast } from './use-toast';

let showToast: (options: ToastOptions) => void = () => {};

function ToastTrigger() {
  const { toast } = useToast();
  showToast = toast;
  return null;
}

function setup() {
  const view = renderWithShellProviders(
    <>
      <ToastTrigger />
      <Toaster />
    </>,
    { theme: testTheme, toaster: false },
  );
  return view;
}

function show(options: ToastOptions) {
  act(() => showToast(options));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('renders a focusable notifications region even before any toast', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(region.querySelector('ol')).toBeInTheDocument();
  });

  it('shows a default toast as a polite status with its title and description', () => {
    setup();
    show({ title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you soon." });

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Message Sent!');
    expect(status).toHaveTextContent("Thank you for contacting us. We'll get back to you soon.");
    expect(screen.getByRole('listitem')).toHaveStyle({ backgroundColor: testTheme.colors.surface });
  });

  it('shows a destructive toast as an assertive alert in the danger colours', () => {
    setup();
    show({ title: 'Error', description: 'Failed to generate recommendations. Please try again.', variant: 'destructive' });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveTextContent('Failed to generate recommendations. Please try again.');
    expect(screen.getByRole('listitem')).toHaveStyle({ backgroundColor: testTheme.colors.danger, color: testTheme.colors.onDanger });
  });

  it('shows only the newest toast', () => {
    setup();
    show({ title: 'Calculation Complete' });
    show({ title: 'Transition Plan Created' });

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Transition Plan Created');
  });

  it('closes when the close button is pressed', () => {
    setup();
    show({ title: 'Message Sent!' });

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', () => {
    setup();
    show({ title: 'Message Sent!' });

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits while hovered and then uses the time that was left', () => {
    setup();
    show({ title: 'Message Sent!' });
    act(() => jest.advanceTimersByTime(1000));

    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits while keyboard focus is inside the toast', () => {
    setup();
    show({ title: 'Message Sent!' });

    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Close notification' }).blur());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region when F8 is pressed anywhere', () => {
    setup();
    show({ title: 'Message Sent!' });

    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('snaps back when swiped right by 49 px', () => {
    setup();
    show({ title: 'Message Sent!' });
    const toast = screen.getByRole('listitem');

    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 149, pointerId: 1 });
    expect(toast.style.transform).toBe('translateX(49px)');
    fireEvent.pointerUp(toast, { clientX: 149, pointerId: 1 });

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('listitem').style.transform).toBe('translateX(0px)');
  });

  it('closes when swiped right by 51 px', () => {
    setup();
    show({ title: 'Message Sent!' });
    const toast = screen.getByRole('listitem');

    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not move or close when swiped left', () => {
    setup();
    show({ title: 'Message Sent!' });
    const toast = screen.getByRole('listitem');

    fireEvent.pointerDown(toast, { clientX: 200, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100, pointerId: 1 });
    expect(toast.style.transform).toBe('translateX(0px)');
    fireEvent.pointerUp(toast, { clientX: 100, pointerId: 1 });

    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
