import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { TextField } from './text-field';
import { required } from './validators';

const NAME_MESSAGE = "Please enter your dog's name";

function renderDogName(props: Partial<Parameters<typeof TextField>[0]> = {}) {
  return renderForm(
    <TextField name="dogName" label="Dog's Name" required validate={required(NAME_MESSAGE)} {...props} />,
  );
}

describe('TextField', () => {
  it('is labelled without the decorative asterisk and announced as required', () => {
    renderDogName();
    const input = screen.getByRole('textbox', { name: "Dog's Name" });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('name', 'dogName');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no error before the user has left the field', async () => {
    const user = userEvent.setup();
    renderDogName();
    await user.click(screen.getByRole('textbox', { name: "Dog's Name" }));
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Dog's Name" })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the exact message once the field is left empty, tied to the input', async () => {
    const user = userEvent.setup();
    renderDogName();
    const input = screen.getByRole('textbox', { name: "Dog's Name" });
    await user.click(input);
    await user.tab();

    expect(screen.getByText(NAME_MESSAGE)).toHaveTextContent(/^Please enter your dog's name$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NAME_MESSAGE);
  });

  it('shows the message on a failed submit even if the field was never visited', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDogName();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(NAME_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the message when the value becomes valid and submits what was typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDogName();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByRole('textbox', { name: "Dog's Name" }), 'Biscuit');

    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ dogName: 'Biscuit' });
  });

  it('keeps what the user typed while an error shows', async () => {
    const user = userEvent.setup();
    renderForm(
      <TextField
        name="dogName"
        label="Dog's Name"
        validate={(value) => (value && value.length > 3 ? 'Too long' : undefined)}
      />,
    );
    const input = screen.getByRole('textbox', { name: "Dog's Name" });
    await user.type(input, 'Biscuit');
    await user.tab();
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(input).toHaveValue('Biscuit');
  });

  it('describes the input with its hint, then the error', async () => {
    const user = userEvent.setup();
    renderDogName({ hint: 'As you call them at home' });
    const input = screen.getByRole('textbox', { name: "Dog's Name" });
    expect(input).toHaveAccessibleDescription('As you call them at home');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription(`As you call them at home ${NAME_MESSAGE}`);
  });

  it('gives each instance its own ids', () => {
    renderForm(
      <>
        <TextField name="first" label="First" hint="First hint" />
        <TextField name="second" label="Second" hint="Second hint" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(first).toHaveAccessibleDescription('First hint');
    expect(second).toHaveAccessibleDescription('Second hint');
  });

  it('passes input hints through', () => {
    renderForm(<TextField name="phone" label="Phone" type="tel" autoComplete="tel" placeholder="555 0100" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('placeholder', '555 0100');
  });
});
