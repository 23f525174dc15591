import { useEffect, useRef } from 'react';
import { useLocation } from '@gentlebowl/router';
import { isMobileViewport } from '../../shared/media';
import { MOBILE_SCROLL_RETRY_DELAYS_MS } from './scroll-timing';

/** Every navigation starts at the top of the page, except a link to an anchor, which the page
 * scrolls to itself. The page the visitor landed on is left to the browser: it is readable before
 * the scripts arrive, and hydrating it must not move a visitor who has already scrolled (nor undo
 * the position the browser restores on reload). */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const landedAt = useRef<string | null>(`${pathname}${hash}`);

  useEffect(() => {
    if (landedAt.current === `${pathname}${hash}`) return;
    landedAt.current = null;
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
