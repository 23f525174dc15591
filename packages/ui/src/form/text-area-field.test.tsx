import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { TextAreaField } from './text-area-field';
import { required } from './validators';

describe('TextAreaField', () => {
  it('submits multi-line text as typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<TextAreaField name="additionalInfo" label="Additional information" rows={3} />);
    const textArea = screen.getByRole('textbox', { name: 'Additional information' });
    expect(textArea).toHaveAttribute('rows', '3');
    await user.type(textArea, 'Worse after treats.{Enter}Better on rice.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ additionalInfo: 'Worse after treats.\nBetter on rice.' });
  });

  it('shows its error after a failed submit', async () => {
    const user = userEvent.setup();
    renderForm(<TextAreaField name="message" label="Message" required validate={required('Message is required')} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    expect(textArea).toHaveAccessibleDescription('Message is required');
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
  });
});
