import { useEffect } from 'react';
import { usePageArrivals } from '../navigation/page-arrivals';
import { isMobileViewport, prefersReducedMotion } from '../../shared/media';
import { MOBILE_SCROLL_RETRY_DELAYS_MS } from './scroll-timing';

/**
 * Every other page the visitor is taken to starts at its top (see `leadsToAnotherPage`), unless the
 * address names a place on it, which the page brings into view, or the visitor came back with the
 * browser's Back or Forward, whose position the browser restores.
 */
export function ScrollOnNavigate() {
  const { page } = usePageArrivals();
  // The arrival to scroll for (0: none), so each one runs the effect once.
  const arrivalAtTop = page.anchor === null && !page.throughHistory ? page.count : 0;
  const { smooth } = page;

  useEffect(() => {
    if (arrivalAtTop === 0) return;
    const behavior = smooth && !prefersReducedMotion() ? 'smooth' : 'instant';
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior });
    toTop();
    if (!isMobileViewport()) return;
    const timers = MOBILE_SCROLL_RETRY_DELAYS_MS.map((delay) => window.setTimeout(toTop, delay));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [arrivalAtTop, smooth]);

  return null;
}
