import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { EmailField } from './email-field';

const EMAIL_MESSAGE = 'Please enter a valid email address';
// A form's own address check (the site's is the API's, `isEmailAddress` in contracts).
const hasDomainWithDot = (value: unknown) => (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : EMAIL_MESSAGE);

describe('EmailField', () => {
  it('is an email input that autofills the address', () => {
    renderForm(<EmailField name="email" label="Email address" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('rejects an invalid address on submit, keeps the text, and re-validates as the user types', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<EmailField name="email" label="Email address" validate={hasDomainWithDot} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(input, 'owner@example');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveValue('owner@example');
    expect(input).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, '.com');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@example.com' });
  });
});
