import styled from '@emotion/styled';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { LAZY_IMAGE_ROOT_MARGIN, LAZY_IMAGE_THRESHOLD, LazyImage } from './lazy-image';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  unobserve() {}

  takeRecords() {
    return [];
  }

  /** Simulates the browser reporting the observed frame entering (or staying out of) the margin. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const originalObserver = globalThis.IntersectionObserver;

function latestObserver() {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (!observer) {
    throw new Error('LazyImage did not create an IntersectionObserver');
  }
  return observer;
}

function frameOf(image: HTMLElement) {
  return image.parentElement as HTMLElement;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  globalThis.IntersectionObserver = originalObserver;
});

describe('LazyImage', () => {
  it('waits with a pulsing placeholder and no request until the image nears the viewport', () => {
    renderWithTheme(<LazyImage src="/api/media/foods/salmon.svg" alt="Salmon formula bag" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Salmon formula bag' });

    expect(image).not.toHaveAttribute('src');
    expect(frameOf(image)).toHaveAttribute('data-state', 'waiting');
    expect(frameOf(image)).toHaveAttribute('aria-busy', 'true');
    expect(frameOf(image).querySelector('[aria-hidden="true"]')).not.toBeNull();

    latestObserver().report(false);
    expect(image).not.toHaveAttribute('src');
  });

  it('observes with the spec margin of 200 px and threshold 0.1', () => {
    renderWithTheme(<LazyImage src="/a.svg" alt="A bowl" width={100} height={100} />);
    const observer = latestObserver();
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('200px');
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
    expect(observer.options).toEqual({ rootMargin: '200px', threshold: 0.1 });
    expect(observer.observed).toEqual([frameOf(screen.getByRole('img', { name: 'A bowl' }))]);
  });

  it('starts loading on intersection and removes the placeholder once loaded', () => {
    renderWithTheme(<LazyImage src="/api/media/foods/salmon.svg" alt="Salmon formula bag" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Salmon formula bag' });

    latestObserver().report(true);
    expect(image).toHaveAttribute('src', '/api/media/foods/salmon.svg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loading');
    expect(frameOf(image).querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(latestObserver().disconnected).toBe(true);

    fireEvent.load(image);
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');
    expect(frameOf(image)).toHaveAttribute('aria-busy', 'false');
    expect(frameOf(image).querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('swaps to the fallback once when the image fails, and does not loop when that fails too', () => {
    renderWithTheme(
      <LazyImage src="/dogs/german-shepherd.jpg" fallbackSrc="/dogs/fallback.jpg" alt="Max" width={80} height={80} />,
    );
    const image = screen.getByRole('img', { name: 'Max' });
    latestObserver().report(true);

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
    latestObserver().report(true);
    fireEvent.error(image);
    fireEvent.load(image);
    expect(image).toHaveAttribute('src', '/fallback.jpg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');
  });

  it('stops pulsing when there is no fallback to try', () => {
    renderWithTheme(<LazyImage src="/broken.jpg" alt="A dog" width={80} height={80} />);
    const image = screen.getByRole('img', { name: 'A dog' });
    latestObserver().report(true);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/broken.jpg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'failed');
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error simulating an older browser
    delete globalThis.IntersectionObserver;
    renderWithTheme(<LazyImage src="/a.svg" alt="A bowl" width={100} height={50} />);
    expect(screen.getByRole('img', { name: 'A bowl' })).toHaveAttribute('src', '/a.svg');
  });

  it('requests a priority image with the page, at high priority, shown without a placeholder', () => {
    renderWithTheme(<LazyImage src="/hero.svg" alt="The product" width={600} height={600} priority />);
    const image = screen.getByRole('img', { name: 'The product' });
    expect(image).toHaveAttribute('src', '/hero.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');
    expect(frameOf(image)).toHaveAttribute('aria-busy', 'false');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('reserves its space and keeps the native lazy-loading hints', () => {
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
    latestObserver().report(true);
    fireEvent.load(image);
    expect(frameOf(image)).toHaveAttribute('data-state', 'loaded');

    rerender(<LazyImage src="/two.svg" alt="Food" width={10} height={10} />);
    expect(image).toHaveAttribute('src', '/two.svg');
    expect(frameOf(image)).toHaveAttribute('data-state', 'loading');
  });
});
