import { VisuallyHidden } from '@gentlebowl/ui';
import { useEffect, useRef, useState } from 'react';
import { usePageArrivals } from './page-arrivals';

/** How long the page must stay unchanged (its title, what it marks as loading) before its title is
 * read out: a page that shows its skeleton for a moment is announced once, by its own title. */
export const PAGE_SETTLE_MS = 400;
/** The longest a page marked as loading holds its announcement back. */
export const LONGEST_ANNOUNCEMENT_WAIT_MS = 3_000;

/** Marks an element the focus was moved to on arrival, which shows no focus ring of its own. */
export const NAVIGATION_TARGET_ATTRIBUTE = 'data-navigation-target';

interface PageAnnouncerProps {
  /** The element that holds every page (the `<main>`, focusable by script). */
  pageId: string;
}

/** Moves the focus to the element, made focusable by script if it is not already. */
function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute(NAVIGATION_TARGET_ATTRIBUTE, '');
  element.focus({ preventScroll: true });
}

/**
 * Reads the page's title out once the page has settled: its title unchanged and nothing in it
 * marked as loading for PAGE_SETTLE_MS (or, at the longest, LONGEST_ANNOUNCEMENT_WAIT_MS). Returns
 * the cleanup.
 */
function announceTitleOnceSettled(page: HTMLElement | null, announce: (title: string) => void): () => void {
  const startedAt = Date.now();
  let timer: number | undefined;
  const changes = new MutationObserver(() => waitForCalm());
  const stop = () => {
    changes.disconnect();
    window.clearTimeout(timer);
  };
  const waitForCalm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const loading = page?.querySelector('[aria-busy="true"]') && Date.now() - startedAt < LONGEST_ANNOUNCEMENT_WAIT_MS;
      if (loading) return waitForCalm();
      stop();
      announce(document.title);
    }, PAGE_SETTLE_MS);
  };
  changes.observe(document.head, { childList: true, subtree: true, characterData: true });
  if (page) changes.observe(page, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  waitForCalm();
  return stop;
}

/**
 * What a full page load gives a keyboard or screen reader user, which a page changed in place does
 * not: on arriving at another page the focus moves to the start of the page (or to the place its
 * address names) instead of staying on a link that may be gone, and the new page's title is read
 * out, once. A link to a place on the same page moves the focus there too, so the next Tab goes on
 * from it.
 */
export function PageAnnouncer({ pageId }: PageAnnouncerProps) {
  const { page, anchor } = usePageArrivals();
  const [announcement, setAnnouncement] = useState('');
  const focusedFor = useRef({ page: 0, anchor: 0 });

  useEffect(() => {
    const newPage = page.count !== focusedFor.current.page;
    const followedAnchor = anchor.count !== focusedFor.current.anchor;
    focusedFor.current = { page: page.count, anchor: anchor.count };
    const place = followedAnchor && anchor.anchor ? document.getElementById(anchor.anchor) : null;
    const target = place ?? (newPage ? document.getElementById(pageId) : null);
    if (target) focusWithoutScrolling(target);
  }, [page.count, anchor.count, anchor.anchor, pageId]);

  useEffect(() => {
    if (page.count === 0) return;
    return announceTitleOnceSettled(document.getElementById(pageId), setAnnouncement);
  }, [page.count, pageId]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
