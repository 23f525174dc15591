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

/** Sections of /tools that other pages link to (spec "Tools"). */
export const TOOLS_ANCHORS = ['feeding-calculator', 'nutritional-calculator', 'feeding-guide'] as const;
export type ToolsAnchor = (typeof TOOLS_ANCHORS)[number];
