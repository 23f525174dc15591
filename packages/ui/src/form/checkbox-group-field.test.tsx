import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { CheckboxGroupField } from './checkbox-group-field';
import { requiredArray } from './validators';

const SYMPTOM_MESSAGE = 'Please select at least one symptom';

function renderSymptoms(initialValues?: Record<string, unknown>) {
  return renderForm(
    <CheckboxGroupField
      name="symptoms"
      label="Symptoms"
      required
      hint="Select all that apply"
      columns={2}
      options={[
        { value: 'vomiting', label: 'Vomiting' },
        { value: 'diarrhea', label: 'Diarrhea' },
        { value: 'gas', label: 'Gas' },
      ]}
      validate={requiredArray(SYMPTOM_MESSAGE)}
    />,
    { initialValues },
  );
}

describe('CheckboxGroupField', () => {
  it('groups real checkboxes under a legend that says the group is required', () => {
    renderSymptoms();
    const group = screen.getByRole('group', { name: 'Symptoms (required)' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Gas' })).toHaveAccessibleDescription('Select all that apply');
  });

  it('submits the checked values as an array', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderSymptoms();
    await user.click(screen.getByRole('checkbox', { name: 'Diarrhea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ symptoms: ['diarrhea', 'vomiting'] });
  });

  it('prefills from earlier answers', () => {
    renderSymptoms({ symptoms: ['gas'] });
    expect(screen.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vomiting' })).not.toBeChecked();
  });

  it('shows the exact message when nothing is checked on submit, and clears it once one is', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderSymptoms();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(SYMPTOM_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vomiting' })).toHaveAccessibleDescription(
      `Select all that apply ${SYMPTOM_MESSAGE}`,
    );
    expect(screen.getByRole('checkbox', { name: 'Vomiting' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
    expect(screen.queryByText(SYMPTOM_MESSAGE)).not.toBeInTheDocument();
  });

  it('complains again when the last box is unchecked', async () => {
    const user = userEvent.setup();
    renderSymptoms({ symptoms: ['gas'] });
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByText(SYMPTOM_MESSAGE)).toBeInTheDocument();
  });
});
