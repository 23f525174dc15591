import { useEffect } from 'react';
import { usePageArrivals } from '../navigation/page-arrivals';
import { isMobileViewport } from '../../shared/media';
import { MOBILE_SCROLL_RETRY_DELAYS_MS } from './scroll-timing';

/** Every other page the visitor is taken to starts at its top (see `leadsToAnotherPage`). */
export function ScrollOnNavigate() {
  const arrivals = usePageArrivals();

  useEffect(() => {
    if (arrivals === 0) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    if (!isMobileViewport()) return;
    const timers = MOBILE_SCROLL_RETRY_DELAYS_MS.map((delay) => window.setTimeout(toTop, delay));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [arrivals]);

  return null;
}
