import { TOOLS_ANCHOR_TABS, TOOLS_TABS } from './tools-routes';
import { toolsSectionHref } from './tools-sections';

describe('toolsSectionHref', () => {
  it('names the tab of a section the first tab does not hold, so the server opens it', () => {
    expect(toolsSectionHref('feeding-guide')).toBe('/tools?tab=transition-guide#feeding-guide');
  });

  it('leaves the query out for a section of the first tab, which the page opens anyway', () => {
    expect(toolsSectionHref('feeding-calculator')).toBe('/tools#feeding-calculator');
    expect(toolsSectionHref('nutritional-calculator')).toBe('/tools#nutritional-calculator');
  });

  it('places every section on one of the page’s tabs', () => {
    for (const tab of Object.values(TOOLS_ANCHOR_TABS)) expect(TOOLS_TABS).toContain(tab);
  });
});
