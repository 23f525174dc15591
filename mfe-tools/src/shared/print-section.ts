/**
 * Printing one part of a page. Clicking a "Print" button marks the document, the print stylesheet
 * (`PrintSectionStyles`) then hides everything but the element carrying PRINT_AREA_CLASS, and the
 * mark is removed once the print dialog closes. A plain Ctrl+P prints the whole page as usual.
 * Class names carry the remote's prefix so they never meet another team's styles.
 */
export const PRINTING_SECTION_CLASS = 'mfe-tools-printing-section';
export const PRINT_AREA_CLASS = 'mfe-tools-print-area';
export const NO_PRINT_CLASS = 'mfe-tools-no-print';

export function printSection(): void {
  const root = document.documentElement;
  const unmark = () => {
    root.classList.remove(PRINTING_SECTION_CLASS);
    window.removeEventListener('afterprint', unmark);
  };
  root.classList.add(PRINTING_SECTION_CLASS);
  window.addEventListener('afterprint', unmark);
  window.print();
}
