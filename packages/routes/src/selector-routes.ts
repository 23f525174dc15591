import type { PageRoute } from './page-route';

/** Pages owned by the selector team (mfe-selector). */
export const selectorRoutes = [
  {
    id: 'food-selector',
    path: '/food-selector',
    title: 'Food Selector',
    crumb: 'Best Dog Food for Sensitive Stomach',
    remote: 'mfe_selector',
    module: './food-selector-page',
    parent: 'home',
    lastModified: '2025-11-20',
    hidesFinderButton: true,
    // The step a form asks for and the wizard's answers, which its step forms submit and a results
    // link carries (mfe-selector's answers-in-url.ts reads and writes them; its page test checks
    // they agree).
    query: [
      'step',
      'name',
      'breed',
      'age',
      'size',
      'weight',
      'adult-weight',
      'under-6-months',
      'symptom',
      'frequency',
      'duration',
      'warning-sign',
      'vet',
      'note',
      'type',
      'budget',
      'ingredient',
      'allergy',
      // The compare list a result's compare toggle sends (mfe-selector's compare-list-address.ts).
      'compare',
    ],
    // What the owner typed: the dog's name (a step form's address, and a results link when the
    // owner chose to include it) and the free-text note (a step form's address only).
    personal: ['name', 'note'],
  },
  {
    // Every food, filtered and paged by its GET form: each list has an address
    // (`?free-from=chicken&sort=price&page=2`).
    id: 'dog-foods',
    path: '/dog-foods',
    title: 'All Dog Foods',
    remote: 'mfe_selector',
    module: './dog-foods-page',
    parent: 'home',
    lastModified: '2026-11-26',
    showsFoods: true,
    // The catalogue's parameters (@gentlebowl/contracts' catalogueParams; mfe-selector's tests check they agree).
    query: ['type', 'protein', 'free-from', 'life-stage', 'prescription', 'sort', 'page'],
  },
  {
    id: 'dog-food',
    path: '/dog-food/:id',
    title: 'Dog food',
    remote: 'mfe_selector',
    module: './dog-food-page',
    parent: 'food-selector',
    resource: '/api/dog-foods/:id',
    // The open tab of the product information (`?tab=<id>`), so a tab is a link the server answers;
    // the compare list the page's compare toggle sends; the dog its 'Cost and portion' form sends (a
    // puppy's expected adult weight too).
    query: ['tab', 'compare', 'weightLbs', 'age', 'adultWeightLbs'],
  },
  {
    // The foods and the dog are in the query (`?foods=1,7,12&weight=60&age=adult&size=large`, a
    // puppy's expected adult weight as `adult-weight`), so a comparison can be shared; the page itself
    // is one address.
    id: 'compare',
    path: '/compare',
    title: 'Compare Foods',
    remote: 'mfe_selector',
    module: './compare-page',
    parent: 'food-selector',
    lastModified: '2026-11-24',
    hidesFinderButton: true,
    query: ['foods', 'weight', 'age', 'size', 'adult-weight'],
  },
] as const satisfies readonly PageRoute[];
