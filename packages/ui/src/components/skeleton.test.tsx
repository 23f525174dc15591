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
  const linesOf = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span'));

  it('draws the requested number of lines with a shorter last line', () => {
    const { container } = renderWithTheme(<SkeletonText lines={4} />);
    const bars = linesOf(container).map((line) => line.firstElementChild as HTMLElement);
    expect(bars).toHaveLength(4);
    expect(getComputedStyle(bars[3] as HTMLElement).width).toBe('60%');
    expect(getComputedStyle(bars[0] as HTMLElement).width).toBe('100%');
  });

  it('takes one line box of the surrounding text per line, so it is as tall as the text it stands for', () => {
    const { container } = renderWithTheme(<SkeletonText lines={2} />);
    for (const line of linesOf(container)) {
      expect(['1lh', '1.6em']).toContain(getComputedStyle(line).height);
    }
  });

  it('draws three lines by default', () => {
    const { container } = renderWithTheme(<SkeletonText />);
    expect(linesOf(container)).toHaveLength(3);
  });
});
