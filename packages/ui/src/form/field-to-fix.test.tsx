import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { RadioGroupField } from './radio-group-field';
import { TextField } from './text-field';
import { required } from './validators';

function renderDogForm() {
  return renderForm(
    <>
      <TextField name="name" label="Dog's name" validate={required("Please enter your dog's name")} />
      <RadioGroupField
        name="size"
        label="Size"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
        validate={required("Please select your dog's size")}
      />
    </>,
  );
}

describe('a refused submit', () => {
  it('moves the focus to the first field to fix, whose description then holds its message', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDogForm();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const name = screen.getByRole('textbox', { name: "Dog's name" });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription("Please enter your dog's name");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes over fields already answered, to the first radio of a group still to answer', async () => {
    const user = userEvent.setup();
    renderDogForm();

    await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus());
  });

  it('leaves the focus where it is when the submit goes through', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDogForm();

    await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Rex');
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rex', size: 'large' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});
