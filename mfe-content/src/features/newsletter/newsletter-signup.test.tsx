import { errorReply, type FakeResponse, installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { NewsletterSignup } from './newsletter-signup';

const INVALID = 'Please enter a valid email address';
const THANK_YOU =
  "Thank you for subscribing! You'll receive our next newsletter soon. Watch your inbox for helpful tips! Check your inbox to confirm: we sent you a link, and only a confirmed address receives the newsletter.";

let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(jsonReply({ message: 'Thank you for subscribing to our newsletter. Check your inbox to confirm.' }));
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('NewsletterSignup', () => {
  it('is a section reachable at #newsletter whose email field starts empty', () => {
    renderWithShellProviders(<NewsletterSignup />);

    const section = screen.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
    expect(section).toHaveAttribute('id', 'newsletter');
    expect(emailBox()).toHaveValue('');
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('scrolls itself into view when the page is opened at /#newsletter', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithShellProviders(<NewsletterSignup />, { route: '/#newsletter' });

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' }));
  });

  it('shows no error before the first submit, even after leaving the field with a bad address', async () => {
    const { user } = renderWithShellProviders(<NewsletterSignup />);

    await user.type(emailBox(), 'not-an-address');
    await user.tab();

    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error on an invalid submit and sends nothing', async () => {
    const { user } = renderWithShellProviders(<NewsletterSignup />);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(INVALID)).toBeInTheDocument();

    await user.type(emailBox(), 'owner@example{Enter}');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('re-validates on every change after the first submit', async () => {
    const { user } = renderWithShellProviders(<NewsletterSignup />);
    await user.type(emailBox(), 'owner{Enter}');
    expect(screen.getByText(INVALID)).toBeInTheDocument();

    await user.type(emailBox(), '@example.com');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();

    await user.type(emailBox(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(emailBox()).toHaveValue('owner@example');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('disables the button and reads Subscribing... while the request runs, then thanks the owner', async () => {
    let answer: (reply: FakeResponse) => void = () => {};
    api.fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithShellProviders(<NewsletterSignup />);

    await user.type(emailBox(), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(api.sent()).toEqual([
      { url: '/api/newsletter-subscribe', method: 'POST', body: { email: 'owner@example.com' } },
    ]);

    answer(jsonReply({ message: 'Thank you for subscribing to our newsletter. Check your inbox to confirm.' }));

    const thankYou = await screen.findByText(THANK_YOU);
    expect(thankYou).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscrib/ })).not.toBeInTheDocument();
    const toast = notifications().getByRole('status');
    expect(toast).toHaveTextContent('Subscription successful!');
    expect(toast).toHaveTextContent('Thank you for subscribing to our newsletter. Check your inbox to confirm.');
  });

  it('keeps the form and the address and shows the API message when the request fails', async () => {
    const body = JSON.stringify({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is unavailable right now. Please try again shortly.',
    });
    api.fetchMock.mockResolvedValue(errorReply(503, 'Service Unavailable', body));
    const { user } = renderWithShellProviders(<NewsletterSignup />);

    await user.type(emailBox(), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const toast = await notifications().findByRole('alert');
    expect(toast).toHaveTextContent('Subscription failed');
    expect(toast).toHaveTextContent('503: The service is unavailable right now. Please try again shortly.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(emailBox()).toHaveValue('owner@example.com');
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  it('words a refused sign-up with the wait in minutes, no status code, and keeps the address', async () => {
    api.fetchMock.mockResolvedValue(refusedReply(420));
    const { user } = renderWithShellProviders(<NewsletterSignup />);

    await user.type(emailBox(), 'owner@example.com{Enter}');

    const toast = await notifications().findByRole('alert');
    expect(toast).toHaveTextContent('Subscription failed');
    expect(toast).toHaveTextContent('Please try again in about 7 minutes.');
    expect(toast).not.toHaveTextContent(/429|420|seconds/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(emailBox()).toHaveValue('owner@example.com');
  });

  it('falls back to the spec sentence when the failure has no message', async () => {
    api.fetchMock.mockRejectedValue(new Error(''));
    const { user } = renderWithShellProviders(<NewsletterSignup />);

    await user.type(emailBox(), 'owner@example.com{Enter}');

    const toast = await notifications().findByRole('alert');
    expect(toast).toHaveTextContent('Subscription failed');
    expect(toast).toHaveTextContent('There was an error subscribing to the newsletter. Please try again.');
    expect(emailBox()).toHaveValue('owner@example.com');
  });
});
