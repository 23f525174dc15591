import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { RadioGroupField } from './radio-group-field';
import { required } from './validators';

const NEUTERED_MESSAGE = 'Please specify if your dog is neutered/spayed';

function renderNeutered() {
  return renderForm(
    <RadioGroupField
      name="isNeutered"
      label="Neutered/Spayed"
      required
      options={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
      validate={required(NEUTERED_MESSAGE)}
    />,
  );
}

describe('RadioGroupField', () => {
  it('groups real radio buttons under the legend and marks the group required', () => {
    renderNeutered();
    const group = screen.getByRole('radiogroup', { name: 'Neutered/Spayed' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')).toHaveTextContent('Neutered/Spayed');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('submits the chosen value', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderNeutered();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ isNeutered: 'no' });
  });

  it('shows the exact message on a failed submit, described on each radio', async () => {
    const user = userEvent.setup();
    renderNeutered();
    expect(screen.queryByText(NEUTERED_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(NEUTERED_MESSAGE)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription(NEUTERED_MESSAGE);
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('counts as touched only once focus leaves the whole group', async () => {
    const user = userEvent.setup();
    renderNeutered();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(screen.queryByText(NEUTERED_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    expect(screen.getByText(NEUTERED_MESSAGE)).toBeInTheDocument();
  });
});
