import {
  ageGroupOptions,
  allergyOptions,
  type CatalogueQuery,
  foodTypeLabel,
  isFilteredCatalogue,
  labelOf,
  proteinOptions,
} from '@gentlebowl/contracts';

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The filters of a list in words: "Dry Food, with Fish, free from Chicken and Beef, for Puppy (0-1 year)". */
export function filtersInWords(query: CatalogueQuery): string {
  return [
    query.type ? foodTypeLabel(query.type) : null,
    query.protein ? `with ${labelOf(proteinOptions, query.protein)}` : null,
    query.freeFrom.length > 0 ? `free from ${listOf(query.freeFrom.map((allergen) => labelOf(allergyOptions, allergen)))}` : null,
    query.lifeStage ? `for ${labelOf(ageGroupOptions, query.lifeStage)}` : null,
    query.prescription === undefined ? null : query.prescription ? 'prescription diets only' : 'no prescription diets',
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
}

/** The list's name, for the page title and its structured data: "All Dog Foods", or "Dog Foods: Dry Food, free from Chicken". */
export function catalogueListName(query: CatalogueQuery): string {
  return isFilteredCatalogue(query) ? `Dog Foods: ${filtersInWords(query)}` : 'All Dog Foods';
}
