import { screen } from '@testing-library/react';
import { paintedStyle, renderWithTheme } from '../testing/render-with-theme';
import { palettes } from '../theme/theme';
import { Badge } from './badge';

const { colors } = palettes.light;

describe('Badge', () => {
  it.each([
    ['default', colors.badgeBg, colors.badgeText],
    ['success', colors.success, colors.onSuccess],
    ['destructive', colors.danger, colors.onDanger],
    ['accent', colors.accent, colors.onAccent],
  ] as const)('shows the %s variant in its colours', (variant, background, color) => {
    renderWithTheme(<Badge variant={variant}>Vet Approved</Badge>);
    const badge = screen.getByText('Vet Approved');
    expect(paintedStyle(badge, 'background-color')).toBe(background);
    expect(paintedStyle(badge, 'color')).toBe(color);
  });

  it('draws the outline variant as a bordered chip without a fill', () => {
    renderWithTheme(<Badge variant="outline">Senior (7+ years)</Badge>);
    const badge = screen.getByText('Senior (7+ years)');
    expect(getComputedStyle(badge).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(paintedStyle(badge, 'border-color')).toBe(colors.borderStrong);
    expect(badge).not.toHaveAttribute('variant');
  });
});
