import { renderWithTheme } from '../testing/render-with-theme';
import { Skeleton } from './skeleton';
import { SkeletonText } from './skeleton-text';

describe('Skeleton', () => {
  it('draws a block of the requested size that assistive technology skips', () => {
    const { container } = renderWithTheme(
      <Skeleton width={320} height="12rem" radius={12} />,
    );
    const block = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    const style = getComputedStyle(block);
    expect(style.width).toBe('320px');
    expect(style.height).toBe('12rem');
    expect(style.borderRadius).toBe('12px');
    expect(style.animation).toMatch(/infinite/);
    expect(block).not.toHaveAttribute('blockWidth');
  });
});

describe('SkeletonText', () => {
  it('draws the requested number of lines with a shorter last line', () => {
    const { container } = renderWithTheme(<SkeletonText lines={4} />);
    const lines = container.querySelectorAll('[aria-hidden="true"] > span');
    expect(lines).toHaveLength(4);
    expect(getComputedStyle(lines[3] as HTMLElement).width).toBe('60%');
    expect(getComputedStyle(lines[0] as HTMLElement).width).toBe('100%');
  });

  it('draws three lines by default', () => {
    const { container } = renderWithTheme(<SkeletonText />);
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  });
});
