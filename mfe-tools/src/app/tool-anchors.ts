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
import type { ToolsAnchor } from '@gentlebowl/routes';

export type ToolsTabId = 'food-calculator' | 'transition-guide';

export const TOOLS_TAB_IDS: readonly ToolsTabId[] = ['food-calculator', 'transition-guide'];

export const DEFAULT_TOOLS_TAB: ToolsTabId = 'food-calculator';

/** The anchors are declared with the /tools route in the route catalogue, which other pages link
 * through; the element ids here are checked against that list. */
export type ToolAnchor = ToolsAnchor;

export const TOOL_ANCHORS = {
  nutritionalCalculator: 'nutritional-calculator',
  feedingCalculator: 'feeding-calculator',
  feedingGuide: 'feeding-guide',
} as const satisfies Record<string, ToolAnchor>;

const TAB_OF_ANCHOR: Readonly<Record<ToolAnchor, ToolsTabId>> = {
  'nutritional-calculator': 'food-calculator',
  'feeding-calculator': 'food-calculator',
  'feeding-guide': 'transition-guide',
};

/** The anchor a location hash names ('#feeding-guide' -> 'feeding-guide'), or null for any other. */
export function toolAnchorOf(hash: string): ToolAnchor | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return Object.hasOwn(TAB_OF_ANCHOR, id) ? (id as ToolAnchor) : null;
}

/** The tab that holds an anchor. */
export function tabOfAnchor(anchor: ToolAnchor): ToolsTabId {
  return TAB_OF_ANCHOR[anchor];
}
