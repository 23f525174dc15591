import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Container, PageFrame } from './container';
import { VisuallyHidden } from './visually-hidden';

describe('Container', () => {
  it('centres content at the site maximum width', () => {
    renderWithTheme(<Container>Page body</Container>);
    const style = getComputedStyle(screen.getByText('Page body'));
    expect(style.maxWidth).toBe('1200px');
    expect(style.marginInline).toBe('auto');
  });
});

describe('PageFrame', () => {
  it('keeps the same space above and below every page body, in the centred column', () => {
    renderWithTheme(<PageFrame>Page body</PageFrame>);
    const style = getComputedStyle(screen.getByText('Page body'));
    expect(style.maxWidth).toBe('1200px');
    expect([style.paddingTop, style.paddingBottom]).toEqual(['32px', '48px']);
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while taking it out of the layout', () => {
    renderWithTheme(
      <a href="https://www.chewy.com">
        Where to Buy<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Where to Buy (opens in a new tab)' })).toBeInTheDocument();
    const hidden = screen.getByText('(opens in a new tab)');
    expect(getComputedStyle(hidden).position).toBe('absolute');
    expect(getComputedStyle(hidden).width).toBe('1px');
  });
});
