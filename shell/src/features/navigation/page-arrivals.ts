import { useState } from 'react';
import {
  goesSmoothlyToTop,
  isInPageNavigation,
  type Location,
  type NavigationType,
  useLocation,
  useNavigationType,
} from '@gentlebowl/router';

type Navigation = `${NavigationType}`;

/**
 * Whether moving from one location to the next takes the visitor to another page (spec "Page
 * shell": navigation scrolls to the top), rather than to a place on the same page (an anchor, which
 * the page brings into view) or to a change the page makes to itself (see `inPageNavigation`).
 */
export function leadsToAnotherPage(from: Location, to: Location, type: Navigation): boolean {
  if (to.pathname !== from.pathname) return true;
  if (to.hash || type === 'POP' || isInPageNavigation(to.state)) return false;
  // A link to a page of a list or to the page shown adds an entry, or replaces it with the same
  // address; a list refined in place replaces its entry with another address.
  return type === 'PUSH' || to.search === from.search;
}

/** Whether the visitor followed a link to a place on a page (this one or another): Back and
 * Forward are the browser's to restore. */
function followsAnchor(to: Location, type: Navigation): boolean {
  return to.hash.length > 1 && type !== 'POP';
}

/** One kind of arrival: how many since the visitor landed (0 on the landed page), and how the
 * last one came about. Each field changes only with the count. */
export interface Arrival {
  count: number;
  /** The place the address names (its id, without '#'), or null. */
  anchor: string | null;
  /** Came by Back or Forward: the browser restores the scroll position. */
  throughHistory: boolean;
  /** The link asked for the way to the top to be seen (`smoothlyToTop`). */
  smooth: boolean;
}

export interface PageArrivals {
  /** Arrivals at another page. */
  page: Arrival;
  /** Links followed to a place on a page, this one or another. */
  anchor: Arrival;
}

const NONE: Arrival = { count: 0, anchor: null, throughHistory: false, smooth: false };

/** The id a location's hash names ('#feeding-guide'), as written when it cannot be decoded. */
function anchorOf({ hash }: Location): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function next(arrival: Arrival, to: Location, type: Navigation): Arrival {
  return { count: arrival.count + 1, anchor: anchorOf(to), throughHistory: type === 'POP', smooth: goesSmoothlyToTop(to.state) };
}

/**
 * Counts the visitor's arrivals, values to run an effect on once per arrival. The page they landed
 * on belongs to the browser: it is readable before the scripts arrive, and taking it over must not
 * move a visitor who has scrolled or focused something (nor undo the position the browser restores
 * on reload).
 */
export function usePageArrivals(): PageArrivals {
  const location = useLocation();
  const type = useNavigationType();
  const [seen, setSeen] = useState({ location, page: NONE, anchor: NONE });
  if (seen.location.key === location.key && seen.location.hash === location.hash) return seen;
  const current = {
    location,
    page: leadsToAnotherPage(seen.location, location, type) ? next(seen.page, location, type) : seen.page,
    anchor: followsAnchor(location, type) ? next(seen.anchor, location, type) : seen.anchor,
  };
  setSeen(current);
  return current;
}
