import type { Locator, Page } from '@playwright/test';
import { notifications } from './site';

// What floats over the page as it scrolls (the shell's floating controls), and what it may cover.

/** The food finder's first-visit tip, word for word as the product spec gives it. */
export const FINDER_TIP = "Click to find the perfect food for your dog's sensitive stomach";

/** The controls that float over the page: the food finder, its tip, scroll to top, and each toast. */
export function floatingControls(page: Page): Locator {
  return page
    .getByRole('link', { name: 'Find Perfect Food' })
    .or(page.getByRole('button', { name: 'Scroll to top' }))
    .or(page.getByText(FINDER_TIP))
    .or(notifications(page).getByRole('listitem'));
}

/**
 * What the floating controls cover where the window stands now: each line of text and each control
 * of the page that shows right beneath one of them, and each floating control that sits over another.
 * Only what is in view counts: a line scrolled under a band that spans the window (the sticky header,
 * a band the controls stand in, the cookie banner) is out of view, as past the window's edge.
 */
export function coveredByFloatingControls(page: Page): Promise<string[]> {
  return floatingControls(page).evaluateAll((controls) => {
    const floating = controls.filter((control) => control.getClientRects().length > 0);
    const boxes = floating.map((control) => ({
      name: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30),
      rect: control.getBoundingClientRect(),
    }));
    const overlap = (a: DOMRect, b: DOMRect) => {
      const left = Math.max(a.left, b.left);
      const right = Math.min(a.right, b.right);
      const top = Math.max(a.top, b.top);
      const bottom = Math.min(a.bottom, b.bottom);
      return right - left > 1 && bottom - top > 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
    };
    const inFloatingControl = (node: Node) => floating.some((control) => control.contains(node));
    const isOpaque = (color: string) => color.startsWith('rgb(') || /^rgba\(.*,\s*1\)$/.test(color);
    const isBand = (element: Element) => {
      const style = getComputedStyle(element);
      const { left, right } = element.getBoundingClientRect();
      return (
        (style.position === 'fixed' || style.position === 'sticky') &&
        left <= 0 &&
        right >= window.innerWidth - 1 &&
        isOpaque(style.backgroundColor)
      );
    };
    /** Whether `holder` shows right beneath the floating controls at the point: not under a band,
     * nor clipped or hidden there (then an element around it is hit first). */
    const showsBeneath = (point: { x: number; y: number }, holder: Element) => {
      for (const element of document.elementsFromPoint(point.x, point.y)) {
        if (inFloatingControl(element)) continue;
        if (element === holder || holder.contains(element)) return true;
        if (isBand(element) || element.contains(holder)) return false;
      }
      return false;
    };

    const covered: string[] = [];
    const check = (rect: DOMRect, holder: Element, what: string) => {
      for (const box of boxes) {
        const point = overlap(rect, box.rect);
        if (point && showsBeneath(point, holder)) covered.push(`${box.name} over "${what}"`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const holder = text.parentElement;
      const words = (text.textContent ?? '').trim();
      if (!holder || !words || inFloatingControl(text) || holder.closest('script, style, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) check(line, holder, words.slice(0, 40));
    }
    for (const control of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')) {
      if (inFloatingControl(control)) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '').trim();
      check(control.getBoundingClientRect(), control, `${control.tagName.toLowerCase()} ${name.slice(0, 30)}`);
    }
    boxes.forEach((box, index) => {
      for (const other of boxes.slice(index + 1)) {
        if (overlap(box.rect, other.rect)) covered.push(`${box.name} over ${other.name}`);
      }
    });
    return covered;
  });
}

/**
 * The share of the window's height left to the page above what stands at its foot: the cookie
 * banner and whatever is fixed over the page (the floating controls and anything they stand in).
 * Read where the window's points show them, row by row from the top, a few pixels apart.
 */
export function pageShareOfWindow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const step = 4;
    const overPage = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        if (at.matches('[aria-label="Cookie consent"]') || getComputedStyle(at).position === 'fixed') return true;
      }
      return false;
    };
    for (let y = 0; y < window.innerHeight; y += step) {
      for (let x = 0; x < window.innerWidth; x += step) {
        if (overPage(document.elementFromPoint(x, y))) return y / window.innerHeight;
      }
    }
    return 1;
  });
}
