import { useEffect, useState } from 'react';

/** The page's vertical scroll offset, updated at most once per frame. */
export function useScrollOffset(): number {
  const [offset, setOffset] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setOffset(window.scrollY);
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return offset;
}
