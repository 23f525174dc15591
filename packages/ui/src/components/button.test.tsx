import styled from '@emotion/styled';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { darkTheme } from '../theme/theme';
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
    ['primary', 'rgb(15, 118, 110)', 'rgb(255, 255, 255)'],
    ['accent', 'rgb(194, 65, 12)', 'rgb(255, 255, 255)'],
    ['destructive', 'rgb(185, 28, 28)', 'rgb(255, 255, 255)'],
    ['secondary', 'rgb(240, 244, 242)', 'rgb(27, 42, 40)'],
  ] as const)('paints the %s variant with its theme colours', (variant, background, color) => {
    renderWithTheme(<Button variant={variant}>Go</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Go' }));
    expect(style.backgroundColor).toBe(background);
    expect(style.color).toBe(color);
  });

  it('follows the dark theme', () => {
    renderWithTheme(<Button>Go</Button>, { theme: darkTheme });
    const style = getComputedStyle(screen.getByRole('button', { name: 'Go' }));
    expect(style.backgroundColor).toBe('rgb(45, 212, 191)');
    expect(style.color).toBe('rgb(4, 47, 46)');
  });
});

describe('buttonStyles', () => {
  it('lets a link look like a button', () => {
    const ButtonLink = styled.a(({ theme }) => buttonStyles(theme, { variant: 'accent', fullWidth: true }));
    renderWithTheme(<ButtonLink href="/food-selector">Find Food Now</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Find Food Now' });
    const style = getComputedStyle(link);
    expect(style.backgroundColor).toBe('rgb(194, 65, 12)');
    expect(style.width).toBe('100%');
    expect(style.textDecoration).toBe('none');
  });
});
