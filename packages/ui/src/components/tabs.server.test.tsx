/** @jest-environment node */
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { appTheme } from '../theme/theme';
import { Tabs } from './tabs';

const items = [
  { id: 'details', label: 'Product Details', content: <p>Ingredients and features</p> },
  { id: 'feeding', label: 'Feeding Guide', content: <p>Weight-to-daily-amount table</p> },
];

describe('Tabs rendered on the server', () => {
  it('as links, opens the tab the address names and leaves every tab link in the tab order', () => {
    const html = renderToString(
      <ThemeProvider theme={appTheme}>
        <Tabs label="Product information" items={items} idPrefix="food" defaultValue="feeding" hrefOf={(id) => `?tab=${id}`} />
      </ThemeProvider>,
    );
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*id="food-tab-feeding"[^>]*aria-selected="true"[^>]*href="\?tab=feeding"/);
    expect(html).toMatch(/<a[^>]*id="food-tab-details"[^>]*aria-selected="false"[^>]*href="\?tab=details"/);
    expect(html).not.toMatch(/<a[^>]*tabindex/i);
    expect(html).toMatch(/<div[^>]*id="food-panel-details"[^>]*hidden=""/);
  });
});
