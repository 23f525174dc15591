import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
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
    expect(getComputedStyle(screen.getByRole('note')).borderInlineStart).toContain('#a16207');
  });
});

describe('Alert', () => {
  it('is announced and defaults to the danger look', () => {
    renderWithTheme(<Alert title="Missing Information">Please fill out all required fields.</Alert>);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Missing Information')).toBeVisible();
    expect(within(alert).getByText('Please fill out all required fields.')).toBeVisible();
    expect(getComputedStyle(alert).borderInlineStart).toContain('#b91c1c');
  });
});
