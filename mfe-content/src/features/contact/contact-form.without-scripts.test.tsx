import { contactMessages } from '@gentlebowl/contracts';
import { PageActionDataProvider } from '@gentlebowl/platform';
import { installFetchMock } from '@gentlebowl/platform/testing';
import { screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import type { ContactActionData } from './contact-action';
import { ContactForm } from './contact-form';

// The form as it works before its scripts arrive: a real form posted to the page, and the page the
// server answers it with (its action's outcome), which the scripts then take over.

beforeEach(() => installFetchMock());

function renderForm(route = '/contact', refused?: ContactActionData) {
  return renderWithShellProviders(
    <PageActionDataProvider value={refused}>
      <h2 id="heading">Send Us a Message</h2>
      <ContactForm labelledBy="heading" />
    </PageActionDataProvider>,
    { route },
  );
}

const form = () => screen.getByRole('form', { name: 'Send Us a Message' });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

it('is a form posted to the contact page, every field named', () => {
  renderForm();
  expect(form()).toHaveAttribute('method', 'post');
  expect(form()).toHaveAttribute('action', '/contact');
  expect(form()).toHaveAttribute('name', 'contact');
  for (const name of ['name', 'email', 'subject', 'message']) {
    expect(form().querySelector(`[name="${name}"]`)).not.toBeNull();
  }
});

it('arriving with "sent", says Message Sent! in the page and as the toast', async () => {
  renderForm('/contact?sent=1');
  expect(within(form()).getByRole('status')).toHaveTextContent("Message Sent!Thank you for contacting us. We'll get back to you soon.");
  expect(await notifications().findByText('Message Sent!')).toBeInTheDocument();
});

it('arriving refused, keeps every value and shows each message and the notice', async () => {
  const values = { name: 'Dana', email: 'dana-at-example', subject: 'allergy' as const, message: '' };
  renderForm('/contact', {
    values,
    errors: { email: contactMessages.email, message: contactMessages.message },
    notice: { title: 'Missing Information', description: 'Please fill out all required fields.', variant: 'destructive' },
  });

  expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Dana');
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('dana-at-example');
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('allergy');
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(contactMessages.email);
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(expect.stringContaining(contactMessages.message));
  expect(within(form()).getByRole('alert')).toHaveTextContent('Missing InformationPlease fill out all required fields.');
  expect(await notifications().findByText('Missing Information')).toBeInTheDocument();
});
