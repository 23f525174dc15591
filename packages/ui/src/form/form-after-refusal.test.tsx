import { ThemeProvider } from '@emotion/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../testing/render-with-theme';
import { appTheme } from '../theme/theme';
import { createFormAfterRefusal } from './form-after-refusal';
import { TextField } from './text-field';

const mustBeAnAddress = (value: string | undefined) => (value?.includes('@') ? undefined : 'Please enter a valid email address');

function SignupForm({ errors, onSubmit = jest.fn() }: { errors?: Record<string, string>; onSubmit?: jest.Mock }) {
  const sent = { email: 'not-an-address' };
  const form = createFormAfterRefusal<{ email?: string }>({ onSubmit, initialValues: sent }, { values: sent, errors });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="email" label="Email address" validate={mustBeAnAddress} />
          <button type="submit">Subscribe</button>
        </form>
      )}
    />
  );
}

describe('createFormAfterRefusal', () => {
  it('shows the messages of a refused submission at once, what was sent in the fields', () => {
    renderWithTheme(<SignupForm errors={{ email: 'Please enter a valid email address' }} />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('not-an-address');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("shows them in the server's HTML too", () => {
    const html = renderToString(
      <ThemeProvider theme={appTheme}>
        <SignupForm errors={{ email: 'Please enter a valid email address' }} />
      </ThemeProvider>,
    );
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('aria-invalid="true"');
  });

  it("then follows the field's own checks, and a valid submit is sent", async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<SignupForm errors={{ email: 'Please enter a valid email address' }} onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(box);
    await userEvent.type(box, 'owner@example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@example.com' }, expect.anything(), expect.anything());
  });

  it('without errors is a new form that shows nothing before a submit', () => {
    renderWithTheme(<SignupForm />);
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });
});
