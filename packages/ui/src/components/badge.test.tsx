import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['default', 'rgb(224, 242, 238)', 'rgb(11, 79, 74)'],
    ['success', 'rgb(21, 128, 61)', 'rgb(255, 255, 255)'],
    ['destructive', 'rgb(185, 28, 28)', 'rgb(255, 255, 255)'],
    ['accent', 'rgb(194, 65, 12)', 'rgb(255, 255, 255)'],
  ] as const)('shows the %s variant in its colours', (variant, background, color) => {
    renderWithTheme(<Badge variant={variant}>Vet Approved</Badge>);
    const style = getComputedStyle(screen.getByText('Vet Approved'));
    expect(style.backgroundColor).toBe(background);
    expect(style.color).toBe(color);
  });

  it('draws the outline variant as a bordered chip without a fill', () => {
    renderWithTheme(<Badge variant="outline">Senior (7+ years)</Badge>);
    const badge = screen.getByText('Senior (7+ years)');
    expect(getComputedStyle(badge).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(badge).borderColor).toBe('rgb(107, 125, 121)');
    expect(badge).not.toHaveAttribute('variant');
  });
});
