import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from './skeleton';

/** Spec section 9: loading starts within 200 px of the viewport, visibility threshold 0.1. */
export const LAZY_IMAGE_ROOT_MARGIN = '200px';
export const LAZY_IMAGE_THRESHOLD = 0.1;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size in pixels; reserves the space (aspect ratio) before the image arrives. */
  width: number;
  height: number;
  /** Shown instead when `src` fails; tried once, so a broken fallback cannot loop. */
  fallbackSrc?: string;
  /** Styles the frame; the image fills it with object-fit: cover. */
  className?: string;
  /**
   * The image a page opens with (its largest, above the fold): requested with the page's HTML at
   * high priority and shown as it arrives, without waiting for scripts or a placeholder's fade.
   */
  priority?: boolean;
}

/** waiting: not near the viewport yet; loading: requested; loaded; failed: nothing left to try. */
export type LazyImageState = 'waiting' | 'loading' | 'loaded' | 'failed';

interface Attempt {
  /** The `src` prop this attempt belongs to, so a new `src` starts over. */
  requested: string;
  showing: string;
  settled: 'pending' | 'loaded' | 'failed';
}

const Frame = styled('span', {
  shouldForwardProp: (prop) => !['frameWidth', 'frameHeight'].includes(prop),
})<{ frameWidth: number; frameHeight: number }>(({ theme, frameWidth, frameHeight }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: `${frameWidth}px`,
  aspectRatio: `${frameWidth} / ${frameHeight}`,
  overflow: 'hidden',
  backgroundColor: theme.colors.surfaceMuted,
}));

const Placeholder = styled(Skeleton)({
  position: 'absolute',
  inset: 0,
});

const Image = styled.img({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: 'opacity 300ms ease',
  '[data-state="loaded"] > &': { opacity: 1 },
});

/**
 * An image that is requested only when it comes within 200 px of the viewport, with a pulsing
 * placeholder until it has loaded. Browsers without IntersectionObserver load it at once.
 */
export function LazyImage({ src, alt, width, height, fallbackSrc, className, priority = false }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const [nearViewport, setNearViewport] = useState(priority);
  const [storedAttempt, setAttempt] = useState<Attempt>({ requested: src, showing: src, settled: 'pending' });
  const attempt: Attempt =
    storedAttempt.requested === src ? storedAttempt : { requested: src, showing: src, settled: 'pending' };

  useEffect(() => {
    const frame = frameRef.current;
    if (nearViewport || !frame) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNearViewport(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearViewport(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN, threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [nearViewport]);

  const handleError = () => {
    const canFallBack = fallbackSrc !== undefined && attempt.showing !== fallbackSrc;
    setAttempt(
      canFallBack
        ? { requested: src, showing: fallbackSrc, settled: 'pending' }
        : { ...attempt, settled: 'failed' },
    );
  };

  const lazyState: LazyImageState = !nearViewport ? 'waiting' : attempt.settled === 'pending' ? 'loading' : attempt.settled;
  // A priority image may finish loading before the page's scripts run: it is shown from the start.
  const state: LazyImageState = priority && lazyState !== 'failed' ? 'loaded' : lazyState;

  return (
    <Frame
      ref={frameRef}
      className={className}
      frameWidth={width}
      frameHeight={height}
      data-state={state}
      aria-busy={state === 'waiting' || state === 'loading'}
    >
      {state === 'waiting' || state === 'loading' ? <Placeholder radius={0} height="100%" /> : null}
      <Image
        src={nearViewport ? attempt.showing : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setAttempt({ ...attempt, settled: 'loaded' })}
        onError={handleError}
      />
    </Frame>
  );
}
