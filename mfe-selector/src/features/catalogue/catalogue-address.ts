import { type CatalogueQuery, catalogueSearch } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';

/** The address of a catalogue list, in its one spelling (`/dog-foods?free-from=chicken&page=2`). */
export function catalogueHref(query: CatalogueQuery): string {
  const search = catalogueSearch(query);
  return `${routeHref('dog-foods')}${search === '' ? '' : `?${search}`}`;
}
