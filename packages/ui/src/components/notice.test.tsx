import { screen, within } from '@testing-library/react';
import { paintedStyle, renderWithTheme } from '../testing/render-with-theme';
import { palettes } from '../theme/theme';
import { Alert } from './alert';
import { Notice } from './notice';

describe('Notice', () => {
  it('shows a static note without interrupting screen readers', () => {
    renderWithTheme(
      <Notice title="Your privacy">
        <p>This information is only used to generate recommendations and is never shared.</p>
      </Notice>,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Your privacy');
    expect(note).toHaveTextContent('This information is only used to generate recommendations and is never shared.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the variant with a coloured edge', () => {
    renderWithTheme(<Notice variant="warning">Persistent or severe symptoms may need a vet.</Notice>);
    expect(paintedStyle(screen.getByRole('note'), 'border-inline-start')).toContain(palettes.light.colors.warning);
  });
});

describe('Alert', () => {
  it('is announced and defaults to the danger look', () => {
    renderWithTheme(<Alert title="Missing Information">Please fill out all required fields.</Alert>);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Missing Information')).toBeVisible();
    expect(within(alert).getByText('Please fill out all required fields.')).toBeVisible();
    expect(paintedStyle(alert, 'border-inline-start')).toContain(palettes.light.colors.danger);
  });
});
