import { Global } from '@emotion/react';
import { NO_PRINT_CLASS, PRINT_AREA_CLASS, PRINTING_SECTION_CLASS } from './print-section';

const printing = `html.${PRINTING_SECTION_CLASS}`;
const area = `.${PRINT_AREA_CLASS}`;
const TOOLS_ROOT = '[data-remote="mfe-tools"]';

/**
 * The print stylesheet of everything this remote renders. On paper the tools keep their results
 * (the transition plan's table above all) and drop what only works on screen: the calculators'
 * forms, buttons, tab lists and explanatory asides (marked NO_PRINT_CLASS); the shell hides the
 * site's navigation. While a section is being printed, everything that neither is, contains nor
 * sits inside the print area is taken out of the layout (so no blank pages follow), and the
 * area's ancestors lose their layout and decoration so the area spans the paper from the top of the
 * first page. The area prints black on white with ruled table cells; controls never print.
 */
export function PrintSectionStyles() {
  return (
    <Global
      styles={{
        '@media print': {
          [`.${NO_PRINT_CLASS}, ${TOOLS_ROOT} [role="tablist"]`]: { display: 'none !important' },
          [`${printing} body *:not(:has(${area})):not(${area}):not(${area} *)`]: { display: 'none !important' },
          [`${printing} body, ${printing} body *:has(${area})`]: {
            display: 'block !important',
            margin: '0 !important',
            padding: '0 !important',
            border: 'none !important',
            boxShadow: 'none !important',
            background: 'none !important',
            minHeight: '0 !important',
            maxWidth: 'none !important',
          },
          [`${printing} ${area}`]: { margin: 0, border: 'none', boxShadow: 'none' },
          [`${area}, ${area} *`]: {
            color: '#000 !important',
            backgroundColor: 'transparent !important',
          },
          [`${area} table`]: { width: '100%', borderCollapse: 'collapse' },
          [`${area} th, ${area} td`]: { border: '1px solid #000 !important', padding: '4px 8px !important' },
          [`${area} tr`]: { breakInside: 'avoid' },
        },
      }}
    />
  );
}
