import { screen } from '@testing-library/react';
import { paintedStyle, renderWithTheme } from '../testing/render-with-theme';
import { palettes } from '../theme/theme';
import { StarRating } from './star-rating';

function countStars(kind: 'full' | 'half' | 'empty') {
  return screen.getByRole('img').querySelectorAll(`svg[data-star="${kind}"]`).length;
}

describe('StarRating', () => {
  it('is announced as one image with the rating in words', () => {
    renderWithTheme(<StarRating value={4.6} />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
  });

  it('shows 4 full stars and a half star for 4.6', () => {
    renderWithTheme(<StarRating value={4.6} />);
    expect(countStars('full')).toBe(4);
    expect(countStars('half')).toBe(1);
    expect(countStars('empty')).toBe(0);
  });

  it('shows 3 full and 2 empty stars for 3.2', () => {
    renderWithTheme(<StarRating value={3.2} />);
    expect(countStars('full')).toBe(3);
    expect(countStars('half')).toBe(0);
    expect(countStars('empty')).toBe(2);
  });

  it.each([
    [4.5, 4, 1, 0],
    [4.4, 4, 0, 1],
    [3.8, 3, 1, 1],
  ])('draws %s as %i full, %i half and %i empty stars, the same rule at every rating', (value, full, half, empty) => {
    renderWithTheme(<StarRating value={value} />);
    expect([countStars('full'), countStars('half'), countStars('empty')]).toEqual([full, half, empty]);
  });

  it('fills the half star from a clip path that exists in the document', () => {
    renderWithTheme(<StarRating value={2.5} />);
    const half = screen.getByRole('img').querySelector('svg[data-star="half"]') as SVGElement;
    const clipReference = half.querySelector('path[clip-path]')?.getAttribute('clip-path') ?? '';
    const clipId = /^url\(#([\w-]+)\)$/.exec(clipReference)?.[1];
    expect(clipId).toBeDefined();
    expect(document.getElementById(clipId as string)?.tagName).toBe('clipPath');
  });

  it('fills full stars and half of a half star with the star colour, and outlines empty ones', () => {
    renderWithTheme(<StarRating value={3.5} />, { mode: 'dark' });
    const { colors } = palettes.dark;
    const paths = (kind: string) => Array.from(screen.getByRole('img').querySelectorAll(`svg[data-star="${kind}"] path`));
    const [full, half, empty] = [paths('full')[0], paths('half'), paths('empty')[0]] as [Element, Element[], Element];
    expect(paintedStyle(full, 'fill')).toBe(colors.star);
    expect(paintedStyle(half[0] as Element, 'fill')).toBe('none');
    expect(paintedStyle(half[1] as Element, 'fill')).toBe(colors.star);
    expect(paintedStyle(empty, 'fill')).toBe('none');
    expect(paintedStyle(empty, 'stroke')).toBe(colors.borderStrong);
  });

  it('prints the value with one decimal when asked', () => {
    renderWithTheme(<StarRating value={5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toHaveTextContent('5.0');
  });

  it('scales to another maximum', () => {
    renderWithTheme(<StarRating value={7} max={10} size={24} />);
    expect(screen.getByRole('img', { name: 'Rated 7.0 out of 10' })).toBeInTheDocument();
    expect(countStars('full') + countStars('empty')).toBe(10);
    expect(screen.getByRole('img').querySelector('svg')).toHaveAttribute('width', '24px');
  });
});
