import { contactSubjectOptions } from '@gentlebowl/contracts';
import { errorReply, type FakeResponse, installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { ContactForm } from './contact-form';

// Each test fills the form keystroke by keystroke, one test over a hundred characters: a few seconds
// on a busy machine, more than jest's 5 s default allows.
jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(jsonReply({ message: "Thank you for contacting us. We'll get back to you soon." }, 201));
});

function renderForm() {
  return renderWithShellProviders(
    <>
      <h2 id="contact-form-heading">Send Us a Message</h2>
      <ContactForm labelledBy="contact-form-heading" />
    </>,
  );
}

const form = () => screen.getByRole('form', { name: 'Send Us a Message' });
const nameInput = () => screen.getByRole('textbox', { name: 'Your name' });
const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const subjectSelect = () => screen.getByRole('combobox', { name: 'Subject' });
const messageInput = () => screen.getByRole('textbox', { name: 'Message' });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const contactPosts = () => api.sent().filter((request) => request.url === '/api/contact');

async function fillForm(user: User, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name) await user.type(nameInput(), values.name);
  if (values.email) await user.type(emailInput(), values.email);
  if (values.subject) await user.selectOptions(subjectSelect(), values.subject);
  if (values.message) await user.type(messageInput(), values.message);
}

const complete = {
  name: 'Dana Ray',
  email: 'dana@example.com',
  subject: 'allergy',
  message: 'Which of your foods have no chicken at all?',
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ContactForm', () => {
  it('marks name, email and message as required, with an email-type input', () => {
    renderForm();

    for (const input of [nameInput(), emailInput(), messageInput()]) {
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(subjectSelect()).not.toHaveAttribute('aria-required');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(form()).toHaveAttribute('novalidate');
  });

  it('offers exactly the seven subjects, starting on General Inquiry', () => {
    renderForm();

    expect(subjectSelect()).toHaveValue('general');
    expect(within(subjectSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(
      contactSubjectOptions.map((option) => option.label),
    );
  });

  it.each([
    ['everything', {}],
    ['the name', { ...complete, name: undefined }],
    ['the email address', { ...complete, email: undefined }],
    ['the message', { ...complete, message: undefined }],
  ])('with %s missing, shows the Missing Information notice and sends nothing', async (_, values) => {
    const { user } = renderForm();
    await fillForm(user, values);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const notice = notifications().getByRole('alert');
    expect(notice).toHaveTextContent('Missing Information');
    expect(notice).toHaveTextContent('Please fill out all required fields.');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says which fields are missing and moves the focus to the first of them', async () => {
    const { user } = renderForm();
    await fillForm(user, { name: 'Dana Ray' });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(messageInput()).toHaveAccessibleDescription(/Please enter a message/);
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
  });

  it('flags a malformed address next to the field before anything is sent', async () => {
    const { user } = renderForm();
    await fillForm(user, { ...complete, email: 'dana@example' });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(notifications().queryByRole('alert')).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('flags a name or message longer than the service accepts before anything is sent', async () => {
    const { user } = renderForm();
    await fillForm(user, { ...complete, name: 'n'.repeat(101), message: 'Hello' });
    await user.click(messageInput());
    await user.paste('m'.repeat(5000));

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(nameInput()).toHaveAccessibleDescription('Name must be at most 100 characters');
    expect(messageInput()).toHaveAccessibleDescription(/Message must be at most 5,000 characters/);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('reads Sending... and is disabled while the message is on its way, then clears every field', async () => {
    const reply = deferred<FakeResponse>();
    api.fetchMock.mockReturnValueOnce(reply.promise);
    const { user } = renderForm();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(contactPosts()).toEqual([
      {
        url: '/api/contact',
        method: 'POST',
        body: {
          name: 'Dana Ray',
          email: 'dana@example.com',
          subject: 'allergy',
          message: 'Which of your foods have no chicken at all?',
        },
      },
    ]);

    reply.resolve(jsonReply({ message: 'ok' }, 201));

    const toast = await notifications().findByRole('status');
    expect(toast).toHaveTextContent('Message Sent!');
    expect(toast).toHaveTextContent("Thank you for contacting us. We'll get back to you soon.");
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(nameInput()).toHaveValue('');
    expect(emailInput()).toHaveValue('');
    expect(messageInput()).toHaveValue('');
    expect(subjectSelect()).toHaveValue('general');
    // Cleared, not refused: no field complains about being empty now.
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(messageInput()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message with the subject left at general, trimmed', async () => {
    const { user } = renderForm();
    await fillForm(user, { name: '  Dana ', email: 'dana@example.com ', message: 'Hello there ' });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(contactPosts()).toHaveLength(1));
    expect(contactPosts()[0]?.body).toEqual({
      name: 'Dana',
      email: 'dana@example.com',
      subject: 'general',
      message: 'Hello there',
    });
  });

  const sendingFailed = 'There was a problem sending your message. Please try again later.';
  it.each([
    ['the service answers with an error', () => Promise.resolve(errorReply(503, 'Service Unavailable', '{"statusCode":503}')), sendingFailed],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), sendingFailed],
    // A refusal names its wait in hours, never its status code or seconds.
    ['the service refuses it', () => Promise.resolve(refusedReply(7200)), 'Please try again in about 2 hours.'],
  ])('keeps every value, the chosen subject included, when %s', async (_, failure, description) => {
    api.fetchMock.mockImplementationOnce(failure);
    const { user } = renderForm();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await notifications().findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(description);
    expect(alert).not.toHaveTextContent(/429|7200|seconds/);
    expect(nameInput()).toHaveValue('Dana Ray');
    expect(emailInput()).toHaveValue('dana@example.com');
    expect(subjectSelect()).toHaveValue('allergy');
    expect(messageInput()).toHaveValue('Which of your foods have no chicken at all?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('can send again after a failure, with the same values', async () => {
    api.fetchMock.mockResolvedValueOnce(errorReply(503, 'Service Unavailable'));
    const { user } = renderForm();
    await fillForm(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await notifications().findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await notifications().findByRole('status')).toHaveTextContent('Message Sent!');
    expect(contactPosts()).toHaveLength(2);
    expect(contactPosts()[1]?.body).toEqual(contactPosts()[0]?.body);
    expect(nameInput()).toHaveValue('');
  });
});
