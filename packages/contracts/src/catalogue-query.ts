// The catalogue's address: its parameters, the query they spell and the one spelling of each list's
// address. Reading an address (with its refusals) is schemas/catalogue-query.ts's; this module has no
// validator in it, so a page that only writes addresses does not download one.
import type { AgeGroup } from './dog-profile.js';
import type { Allergy, FoodType, Protein } from './food-preferences.js';

/** Foods on one page of the catalogue: the /dog-foods page's, and the API's unless asked for another size. */
export const CATALOGUE_PAGE_SIZE = 12;

/** The most foods one page of GET /api/dog-foods/catalogue may hold (its `page-size`). */
export const MAX_CATALOGUE_PAGE_SIZE = 48;

/** Best rated first (the default), or lowest cost to feed first. */
export const catalogueSortValues = ['rating', 'price'] as const;
export type CatalogueSort = (typeof catalogueSortValues)[number];

export const prescriptionFilterValues = ['yes', 'no'] as const;

/** The catalogue's query parameters, as the address and the API spell them. */
export const catalogueParams = {
  type: 'type',
  protein: 'protein',
  freeFrom: 'free-from',
  lifeStage: 'life-stage',
  prescription: 'prescription',
  sort: 'sort',
  page: 'page',
} as const;

/** The parameter only the API reads: how many foods a page holds (the /dog-foods page's address has
 * none, so each of its lists has one address and pages of CATALOGUE_PAGE_SIZE). */
export const cataloguePageSizeParam = 'page-size';

/** A catalogue request after validation: each filter is absent when the visitor left it open. */
export interface CatalogueQuery {
  type?: FoodType;
  /** An animal protein the food is made with (its main one or another). */
  protein?: Protein;
  /** Allergens the food must not contain anywhere it is recorded. */
  freeFrom: Allergy[];
  /** An age group the food suits. */
  lifeStage?: AgeGroup;
  /** true: prescription diets only; false: none of them. */
  prescription?: boolean;
  sort: CatalogueSort;
  /** 1-based. */
  page: number;
}

/** A request for one page of a catalogue list: the list and page, and for a caller that needs only a
 * few foods (a product page's related foods) how many a page holds; CATALOGUE_PAGE_SIZE when absent. */
export interface CataloguePageRequest extends CatalogueQuery {
  pageSize?: number;
}

/** The query as first page, best rated first, without a filter. */
export const unfilteredCatalogueQuery: CatalogueQuery = { freeFrom: [], sort: 'rating', page: 1 };

/**
 * The query string (without "?") of a catalogue list's address, in one spelling: parameters in a
 * fixed order, allergens comma-separated, and the defaults (rating order, page 1) left out, so one
 * list has one address. An address has no page size, even for a request that has one.
 */
export function catalogueSearch(query: CatalogueQuery): string {
  const entries: [string, string][] = [];
  if (query.type) entries.push([catalogueParams.type, query.type]);
  if (query.protein) entries.push([catalogueParams.protein, query.protein]);
  if (query.freeFrom.length > 0) entries.push([catalogueParams.freeFrom, query.freeFrom.join(',')]);
  if (query.lifeStage) entries.push([catalogueParams.lifeStage, query.lifeStage]);
  if (query.prescription !== undefined) entries.push([catalogueParams.prescription, query.prescription ? 'yes' : 'no']);
  if (query.sort !== 'rating') entries.push([catalogueParams.sort, query.sort]);
  if (query.page !== 1) entries.push([catalogueParams.page, String(query.page)]);
  return searchOf(entries);
}

/** The query string of GET /api/dog-foods/catalogue for a request: its list's, then a page size
 * other than CATALOGUE_PAGE_SIZE. */
export function cataloguePageRequestSearch(request: CataloguePageRequest): string {
  const search = catalogueSearch(request);
  if (request.pageSize === undefined || request.pageSize === CATALOGUE_PAGE_SIZE) return search;
  const pageSize = searchOf([[cataloguePageSizeParam, String(request.pageSize)]]);
  return search === '' ? pageSize : `${search}&${pageSize}`;
}

function searchOf(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&');
}

/** Whether the query narrows the catalogue at all (paging and order aside). */
export function isFilteredCatalogue(query: CatalogueQuery): boolean {
  return (
    query.type !== undefined ||
    query.protein !== undefined ||
    query.freeFrom.length > 0 ||
    query.lifeStage !== undefined ||
    query.prescription !== undefined
  );
}
