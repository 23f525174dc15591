import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { SelectField } from './select-field';
import { required } from './validators';

const breeds = [
  { value: 'beagle', label: 'Beagle' },
  { value: 'boxer', label: 'Boxer' },
];

function renderBreed() {
  return renderForm(
    <SelectField
      name="breed"
      label="Breed"
      required
      placeholder="Select a breed"
      options={breeds}
      validate={required('Please select a breed')}
    />,
  );
}

describe('SelectField', () => {
  it('starts on an empty placeholder option', () => {
    renderBreed();
    const select = screen.getByRole('combobox', { name: 'Breed' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a breed' })).toHaveAttribute('value', '');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(select).toHaveAttribute('aria-required', 'true');
  });

  it('requires a real choice with the exact message', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderBreed();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveAccessibleDescription('Please select a breed');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen value, and complains again if the placeholder is picked back', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderBreed();
    const select = screen.getByRole('combobox', { name: 'Breed' });

    await user.selectOptions(select, 'Beagle');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ breed: 'beagle' });

    await user.selectOptions(select, 'Select a breed');
    await user.tab();
    expect(screen.getByText('Please select a breed')).toBeInTheDocument();
  });

  it('can leave out the empty option, so the field always holds one of its options', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<SelectField name="breed" label="Breed" placeholder={false} options={breeds} />, {
      initialValues: { breed: 'boxer' },
    });
    const select = screen.getByRole('combobox', { name: 'Breed' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Beagle', 'Boxer']);
    expect(select).toHaveValue('boxer');

    await user.selectOptions(select, 'Beagle');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ breed: 'beagle' });
  });
});
