import { useState } from 'react';
import { isInPageNavigation, type Location, type NavigationType, useLocation, useNavigationType } from '@gentlebowl/router';

/**
 * Whether moving from one location to the next takes the visitor to another page, which starts at
 * its top (spec "Page shell": navigation scrolls to the top), rather than to an anchor (which the
 * browser scrolls to) or to a change the page makes to itself (see `inPageNavigation`).
 */
export function leadsToAnotherPage(from: Location, to: Location, type: `${NavigationType}`): boolean {
  if (to.hash) return false;
  if (to.pathname !== from.pathname) return true;
  if (type === 'POP' || isInPageNavigation(to.state)) return false;
  // A link to a page of a list or to the page shown adds an entry, or replaces it with the same
  // address; a list refined in place replaces its entry with another address.
  return type === 'PUSH' || to.search === from.search;
}

/**
 * How many other pages the visitor has been taken to since the page they landed on (0 there): a
 * value to run an effect on, once per arrival. The landed page belongs to the browser: it is
 * readable before the scripts arrive, and taking it over must not move a visitor who has scrolled
 * or focused something (nor undo the position the browser restores on reload).
 */
export function usePageArrivals(): number {
  const location = useLocation();
  const type = useNavigationType();
  const [seen, setSeen] = useState({ location, arrivals: 0 });
  if (seen.location.key !== location.key) {
    const arrivals = seen.arrivals + (leadsToAnotherPage(seen.location, location, type) ? 1 : 0);
    setSeen({ location, arrivals });
    return arrivals;
  }
  return seen.arrivals;
}
