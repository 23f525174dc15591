import { VisuallyHidden } from '@gentlebowl/ui';
import { useEffect, useRef, useState } from 'react';
import { usePageArrivals } from './page-arrivals';

/** How long the title must stay the same before it is read out: a page that shows its skeleton
 * for a moment is announced once, by its own title, not the skeleton's. */
export const TITLE_SETTLE_MS = 400;

interface PageAnnouncerProps {
  /** The element that holds every page (the `<main>`, focusable by script). */
  pageId: string;
}

/**
 * What a full page load gives a keyboard or screen reader user, which a page changed in place does
 * not: on arriving at another page the focus moves to the start of the page instead of staying on a
 * link that may be gone (or in the header), and the new page's title is read out.
 */
export function PageAnnouncer({ pageId }: PageAnnouncerProps) {
  const arrivals = usePageArrivals();
  const [announcement, setAnnouncement] = useState('');
  const titleRead = useRef<string | null>(null);

  useEffect(() => {
    if (arrivals === 0) {
      titleRead.current = document.title;
      return;
    }
    document.getElementById(pageId)?.focus({ preventScroll: true });
    let timer: number | undefined;
    const readTitleOnceSettled = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (document.title === titleRead.current) return;
        titleRead.current = document.title;
        setAnnouncement(document.title);
      }, TITLE_SETTLE_MS);
    };
    const headChanges = new MutationObserver(readTitleOnceSettled);
    headChanges.observe(document.head, { childList: true, subtree: true, characterData: true });
    readTitleOnceSettled();
    return () => {
      headChanges.disconnect();
      window.clearTimeout(timer);
    };
  }, [arrivals, pageId]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
