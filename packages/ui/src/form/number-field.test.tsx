import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { ShowFieldErrors } from './field-state';
import { NumberField } from './number-field';
import { composeValidators, minNumber, required } from './validators';

describe('NumberField', () => {
  it('submits a number, not text', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<NumberField name="weight" label="Weight (lbs)" min={1} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (lbs)' }), '42.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ weight: 42.5 });
  });

  it('treats an emptied input as missing so the exact required message shows', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      <NumberField name="weight" label="Weight (lbs)" required min={1} validate={required('Weight is required')} />,
      { initialValues: { weight: 30 } },
    );
    const input = screen.getByRole('spinbutton', { name: 'Weight (lbs)' });
    expect(input).toHaveValue(30);

    await user.clear(input);
    await user.tab();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the error of a form sent already at once, until the value is put right', async () => {
    const user = userEvent.setup();
    renderForm(
      <ShowFieldErrors errors={{ weight: 'Weight must be at least 1 lb' }}>
        <NumberField name="weight" label="Weight (lbs)" min={1} validate={minNumber(1, 'Weight must be at least 1 lb')} />
      </ShowFieldErrors>,
      { initialValues: { weight: 0.5 } },
    );
    expect(screen.getByText('Weight must be at least 1 lb')).toBeInTheDocument();

    const input = screen.getByRole('spinbutton', { name: 'Weight (lbs)' });
    await user.clear(input);
    await user.type(input, '0.2');
    expect(screen.getByText('Weight must be at least 1 lb')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '12');
    expect(screen.queryByText('Weight must be at least 1 lb')).not.toBeInTheDocument();
  });

  it('puts min and step on the input and checks the minimum', async () => {
    const user = userEvent.setup();
    renderForm(
      <NumberField
        name="cupsPerDay"
        label="Cups per day"
        min={0.25}
        step={0.25}
        validate={composeValidators(
          required('Please enter how many cups your dog currently eats'),
          minNumber(0.25, 'Please enter at least 0.25 cups'),
        )}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Cups per day' });
    expect(input).toHaveAttribute('min', '0.25');
    expect(input).toHaveAttribute('step', '0.25');

    await user.type(input, '0.1');
    await user.tab();
    expect(screen.getByText('Please enter at least 0.25 cups')).toBeInTheDocument();
    expect(input).toHaveValue(0.1);

    await user.clear(input);
    expect(screen.getByText('Please enter how many cups your dog currently eats')).toBeInTheDocument();
  });
});
