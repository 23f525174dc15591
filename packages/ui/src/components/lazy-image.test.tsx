import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithTheme } from '../testing/render-with-theme';
import { appTheme } from '../theme/theme';
import { LazyImage } from './lazy-image';

function frameOf(image: HTMLElement) {
  return image.parentElement as HTMLElement;
}

describe('LazyImage', () => {
  it('puts the source in the HTML for the browser to load as it nears the viewport, over a pulsing placeholder', () => {
    renderWithTheme(<LazyImage src="/api/media/foods/salmon.svg" alt="Salmon formula bag" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Salmon formula bag' });

    expect(image).toHaveAttribute('src', '/api/media/foods/salmon.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loading');
    expect(frameOf(image)).toHaveAttribute('aria-busy', 'true');
    expect(frameOf(image).querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is a complete image in the server HTML, with no scripts needed to show it', () => {
    const html = renderToString(
      <ThemeProvider theme={appTheme}>
        <LazyImage src="/api/media/foods/salmon.svg" alt="Salmon formula bag" width={400} height={300} />
      </ThemeProvider>,
    );
    expect(html).toMatch(/<img[^>]* src="\/api\/media\/foods\/salmon.svg"[^>]* loading="lazy"/);
  });

  it('removes the placeholder once loaded', () => {
    renderWithTheme(<LazyImage src="/api/media/foods/salmon.svg" alt="Salmon formula bag" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Salmon formula bag' });

    fireEvent.load(image);
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');
    expect(frameOf(image)).toHaveAttribute('aria-busy', 'false');
    expect(frameOf(image).querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('reads an image that finished loading before the page hydrated from the element itself', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const currentSrc = jest.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue('http://localhost/a.svg');
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(100);
    try {
      renderWithTheme(<LazyImage src="/a.svg" alt="A bowl" width={100} height={100} />);
      expect(frameOf(screen.getByRole('img', { name: 'A bowl' }))).toHaveAttribute('data-state', 'loaded');
    } finally {
      complete.mockRestore();
      currentSrc.mockRestore();
      naturalWidth.mockRestore();
    }
  });

  it('swaps to the fallback once when the image fails, and does not loop when that fails too', () => {
    renderWithTheme(
      <LazyImage src="/dogs/german-shepherd.jpg" fallbackSrc="/dogs/fallback.jpg" alt="Max" width={80} height={80} />,
    );
    const image = screen.getByRole('img', { name: 'Max' });

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/dogs/fallback.jpg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loading');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/dogs/fallback.jpg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'failed');
    expect(frameOf(image).querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows the fallback once it loads', () => {
    renderWithTheme(<LazyImage src="/broken.jpg" fallbackSrc="/fallback.jpg" alt="A dog" width={80} height={80} />);
    const image = screen.getByRole('img', { name: 'A dog' });
    fireEvent.error(image);
    fireEvent.load(image);
    expect(image).toHaveAttribute('src', '/fallback.jpg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');
  });

  it('stops pulsing when there is no fallback to try', () => {
    renderWithTheme(<LazyImage src="/broken.jpg" alt="A dog" width={80} height={80} />);
    const image = screen.getByRole('img', { name: 'A dog' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/broken.jpg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'failed');
  });

  it('requests a priority image with the page, at high priority, shown without a placeholder', () => {
    renderWithTheme(<LazyImage src="/hero.svg" alt="The product" width={600} height={600} priority />);
    const image = screen.getByRole('img', { name: 'The product' });
    expect(image).toHaveAttribute('src', '/hero.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');
    expect(frameOf(image)).toHaveAttribute('aria-busy', 'false');
  });

  it('reserves its space and keeps the native loading hints', () => {
    renderWithTheme(<LazyImage src="/a.svg" alt="A bowl" width={640} height={360} />);
    const image = screen.getByRole('img', { name: 'A bowl' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    const frame = getComputedStyle(frameOf(image));
    expect(frame.aspectRatio.replace(/\s/g, '')).toBe('640/360');
    expect(frame.maxWidth).toBe('640px');
  });

  it('lets callers restyle the frame, e.g. a round avatar at any width', () => {
    const Avatar = styled(LazyImage)({ maxWidth: 'none', borderRadius: '50%' });
    renderWithTheme(<Avatar src="/author.jpg" alt="Dr. Sarah Miller" width={48} height={48} />);
    const frame = getComputedStyle(frameOf(screen.getByRole('img', { name: 'Dr. Sarah Miller' })));
    expect(frame.maxWidth).toBe('none');
    expect(frame.borderRadius).toBe('50%');
  });

  it('starts over when given a new source', () => {
    const { rerender } = renderWithTheme(<LazyImage src="/one.svg" alt="Food" width={10} height={10} />);
    const image = screen.getByRole('img', { name: 'Food' });
    fireEvent.load(image);
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');

    rerender(<LazyImage src="/two.svg" alt="Food" width={10} height={10} />);
    expect(image).toHaveAttribute('src', '/two.svg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loading');
  });
});
