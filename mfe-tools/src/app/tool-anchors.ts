/**
 * The /tools page's two tabs and the anchors other pages link to (spec: /tools#feeding-calculator,
 * #nutritional-calculator, #feeding-guide). Landing on an anchor opens the tab holding it:
 *
 *   #nutritional-calculator -> Food Calculator tab (the tab's top: calculator and how it works)
 *   #feeding-calculator     -> Food Calculator tab (the calorie calculator itself)
 *   #feeding-guide          -> Transition Guide tab (the day-by-day feeding guide for a food switch)
 *
 * Any other hash leaves the default tab, Food Calculator.
 */
import { TOOLS_ANCHOR_TABS, TOOLS_TABS, type ToolsAnchor, type ToolsTab } from '@gentlebowl/routes';

// The tabs and the anchors that open them are declared with the /tools route in the route
// catalogue (TOOLS_TABS, TOOLS_ANCHOR_TABS), which other pages link through (`toolsSectionHref`).

export const DEFAULT_TOOLS_TAB: ToolsTab = TOOLS_TABS[0];

/** The element ids of the anchors, checked against the catalogue's. */
export const TOOL_ANCHORS = {
  nutritionalCalculator: 'nutritional-calculator',
  feedingCalculator: 'feeding-calculator',
  feedingGuide: 'feeding-guide',
} as const satisfies Record<string, ToolsAnchor>;

/** The anchor a location hash names ('#feeding-guide' -> 'feeding-guide'), or null for any other. */
export function toolAnchorOf(hash: string): ToolsAnchor | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return Object.hasOwn(TOOLS_ANCHOR_TABS, id) ? (id as ToolsAnchor) : null;
}

/** The tab that holds an anchor. */
export function tabOfAnchor(anchor: ToolsAnchor): ToolsTab {
  return TOOLS_ANCHOR_TABS[anchor];
}
