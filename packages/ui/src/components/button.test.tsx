import styled from '@emotion/styled';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { paintedStyle, renderWithTheme } from '../testing/render-with-theme';
import { palettes } from '../theme/theme';
import { Button } from './button';
import { buttonStyles } from './button-styles';

describe('Button', () => {
  it('does not submit the surrounding form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Back</Button>
        <Button type="submit">Next: Symptoms</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Next: Symptoms' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Finding recommendations...
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Finding recommendations...' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native button so callers can move focus to it', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button ref={ref}>Retry</Button>);
    ref.current?.focus();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  });

  it('keeps its style options off the DOM element', () => {
    renderWithTheme(
      <Button variant="accent" size="lg" fullWidth>
        Find Food Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Find Food Now' });
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('fullWidth');
  });

  it.each([
    ['primary', 'primary', 'onPrimary'],
    ['accent', 'accent', 'onAccent'],
    ['destructive', 'danger', 'onDanger'],
    ['secondary', 'surfaceMuted', 'text'],
  ] as const)('paints the %s variant with its theme colours in both modes', (variant, background, color) => {
    for (const mode of ['light', 'dark'] as const) {
      const { unmount } = renderWithTheme(<Button variant={variant}>Go</Button>, { mode });
      const button = screen.getByRole('button', { name: 'Go' });
      expect(paintedStyle(button, 'background-color')).toBe(palettes[mode].colors[background]);
      expect(paintedStyle(button, 'color')).toBe(palettes[mode].colors[color]);
      unmount();
    }
  });

  it('keeps the same class in both modes: only the html class picks the palette', () => {
    const { unmount } = renderWithTheme(<Button>Go</Button>, { mode: 'light' });
    const lightClass = screen.getByRole('button', { name: 'Go' }).className;
    unmount();
    renderWithTheme(<Button>Go</Button>, { mode: 'dark' });
    expect(screen.getByRole('button', { name: 'Go' }).className).toBe(lightClass);
  });
});

describe('buttonStyles', () => {
  it('lets a link look like a button', () => {
    const ButtonLink = styled.a(({ theme }) => buttonStyles(theme, { variant: 'accent', fullWidth: true }));
    renderWithTheme(<ButtonLink href="/food-selector">Find Food Now</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Find Food Now' });
    const style = getComputedStyle(link);
    expect(paintedStyle(link, 'background-color')).toBe(palettes.light.colors.accent);
    expect(style.width).toBe('100%');
    expect(style.textDecoration).toBe('none');
  });
});
