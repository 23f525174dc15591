import { MAIN_CONTENT_ID } from '../layout/skip-link';

/** Whether the focus is nowhere a visitor can see: on the document, or on a control that is no longer
 * shown (a button of a closed dialog, of a banner that left). */
function focusIsLost({ activeElement, body }: Document): boolean {
  if (activeElement === null || activeElement === body) return true;
  return typeof activeElement.checkVisibility === 'function' && !activeElement.checkVisibility();
}

/**
 * Once a decision is shown, the banner leaves and takes with it the control that held the focus
 * (the answer pressed, or the settings button a closing dialog hands the focus back to). The focus
 * would fall to the document, and a keyboard or screen reader user would have to find their way
 * back: it goes to the page's main content instead, without moving the page. Run once the browser
 * has settled the focus; focus it left anywhere else (a dialog opened from the footer gives it back
 * to the footer) stays where it is.
 */
export function keepFocusOnThePage(view: Window): void {
  view.requestAnimationFrame(() => {
    if (focusIsLost(view.document)) view.document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  });
}
