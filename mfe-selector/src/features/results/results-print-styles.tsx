import { Global } from '@emotion/react';

/**
 * The print layout of the results (issue 14): only what an owner takes to the vet or the shop. The
 * shell already leaves its navigation, footer and floating buttons off paper; here everything this
 * remote marks `data-print="hide"` (the wizard, the notes beside it, the share bar), the breadcrumbs,
 * buttons and buy links are left off too. The results, their portions and costs, and the "See a vet
 * first" panel print. Mounted only while results are shown.
 */
export function ResultsPrintStyles() {
  return (
    <Global
      styles={{
        '@media print': {
          '[data-print="hide"], [data-remote="mfe-selector"] :is(nav, button, a[rel~="sponsored"])': {
            display: 'none !important',
          },
          '[data-remote="mfe-selector"] article': { breakInside: 'avoid', boxShadow: 'none' },
        },
      }}
    />
  );
}
