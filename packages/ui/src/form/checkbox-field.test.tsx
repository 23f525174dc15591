import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../testing/render-form';
import { CheckboxField } from './checkbox-field';

const CONSENT_MESSAGE = 'Please tick the box to let us publish your story';
const mustBeTicked = (value: boolean | undefined) => (value === true ? undefined : CONSENT_MESSAGE);

function renderConsent() {
  return renderForm(<CheckboxField name="consent" label="You may publish my story" required hint="With my first name and town." validate={mustBeTicked} />);
}

describe('CheckboxField', () => {
  it('is one checkbox named by its text, described by its hint, announced as required, sent as name=yes when ticked', () => {
    renderConsent();
    const box = screen.getByRole('checkbox', { name: 'You may publish my story' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('name', 'consent');
    expect(box).toHaveAttribute('value', 'yes');
    expect(box).toHaveAccessibleDescription('With my first name and town.');
    expect(box).not.toBeChecked();
  });

  it('refuses a submit with the box unticked, its message tied to the box, and sends true once it is ticked', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const box = screen.getByRole('checkbox', { name: 'You may publish my story' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(`With my first name and town. ${CONSENT_MESSAGE}`);

    await user.click(screen.getByText('You may publish my story'));
    expect(box).toBeChecked();
    expect(screen.queryByText(CONSENT_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ consent: true });
  });

  it('ticks and unticks with the space bar', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
