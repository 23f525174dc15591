import type { PageRoute } from './page-route';

/** Pages owned by the tools team (mfe-tools). */
export const toolsRoutes = [
  {
    id: 'tools',
    path: '/tools',
    title: 'Interactive Nutrition Tools',
    crumb: 'Tools',
    remote: 'mfe_tools',
    module: './tools-page',
    parent: 'home',
    lastModified: '2025-11-20',
    // The open tab, and the calculators' answers as their forms send them without scripts
    // (mfe-tools' food-calculator-values.ts and transition-calculator-values.ts name the fields).
    query: [
      'tab',
      'weight',
      'age',
      'activityLevel',
      'isNeutered',
      'condition',
      'foodId',
      'currentFood',
      'newFood',
      'currentFoodId',
      'newFoodId',
      'cupsPerDay',
      'transitionPeriod',
    ],
  },
] as const satisfies readonly PageRoute[];

/** The tabs of /tools (the values of its `tab` query); the first is open when the address names none. */
export const TOOLS_TABS = ['food-calculator', 'transition-guide'] as const;
export type ToolsTab = (typeof TOOLS_TABS)[number];

/** Sections of /tools that other pages link to (spec "Tools"), each with the tab that holds it. */
export const TOOLS_ANCHOR_TABS = {
  'feeding-calculator': 'food-calculator',
  'nutritional-calculator': 'food-calculator',
  'feeding-guide': 'transition-guide',
} as const satisfies Readonly<Record<string, ToolsTab>>;
export type ToolsAnchor = keyof typeof TOOLS_ANCHOR_TABS;
