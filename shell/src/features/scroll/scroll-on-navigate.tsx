import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileViewport } from '../../shared/media';
import { MOBILE_SCROLL_RETRY_DELAYS_MS } from './scroll-timing';

/** Every navigation starts at the top of the page, except a link to an anchor, which the page
 * scrolls to itself. */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run again on every navigation
  useEffect(() => {
    if (hash) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    if (!isMobileViewport()) return;
    const timers = MOBILE_SCROLL_RETRY_DELAYS_MS.map((delay) => window.setTimeout(toTop, delay));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [pathname, hash]);

  return null;
}
