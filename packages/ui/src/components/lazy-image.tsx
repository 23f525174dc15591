import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState } from 'react';
import { Skeleton } from './skeleton';

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

/** loading: requested (or left to the browser until it nears the viewport); loaded; failed: nothing left to try. */
export type LazyImageState = 'loading' | 'loaded' | 'failed';

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

// Drawn over the placeholder: until its pixels arrive an image is transparent, so the placeholder
// shows through, with or without scripts.
const Image = styled.img({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '[data-state="failed"] > &': { visibility: 'hidden' },
});

/**
 * An image the browser loads as it nears the viewport (native lazy loading), over a pulsing
 * placeholder. The source is in the server's HTML, so the image works before the page's scripts run
 * and without them; with scripts, the placeholder goes once the image has loaded and a failed image
 * is swapped for `fallbackSrc` once. An image that loaded or failed before hydration is read from the
 * element itself.
 */
export function LazyImage({ src, alt, width, height, fallbackSrc, className, priority = false }: LazyImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [storedAttempt, setAttempt] = useState<Attempt>({ requested: src, showing: src, settled: 'pending' });
  const attempt: Attempt =
    storedAttempt.requested === src ? storedAttempt : { requested: src, showing: src, settled: 'pending' };

  const settle = (settled: 'loaded' | 'failed') => {
    if (settled === 'loaded') {
      setAttempt({ ...attempt, settled });
      return;
    }
    const canFallBack = fallbackSrc !== undefined && attempt.showing !== fallbackSrc;
    setAttempt(canFallBack ? { requested: src, showing: fallbackSrc, settled: 'pending' } : { ...attempt, settled });
  };
  const settleRef = useRef(settle);
  settleRef.current = settle;

  // The browser may have finished with the server's image before React attached its handlers.
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.currentSrc !== '') settleRef.current(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  const loadState: LazyImageState = attempt.settled === 'pending' ? 'loading' : attempt.settled;
  // A priority image may finish loading before the page's scripts run: it is shown without a placeholder.
  const state: LazyImageState = priority && loadState !== 'failed' ? 'loaded' : loadState;

  return (
    <Frame
      className={className}
      frameWidth={width}
      frameHeight={height}
      data-state={state}
      aria-busy={state === 'loading'}
    >
      {state === 'loading' ? <Placeholder radius={0} height="100%" /> : null}
      <Image
        ref={imageRef}
        src={attempt.showing}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => settle('loaded')}
        onError={() => settle('failed')}
      />
    </Frame>
  );
}
