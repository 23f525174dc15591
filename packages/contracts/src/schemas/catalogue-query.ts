import * as z from 'zod/mini';
import { type AgeGroup, ageGroupValues } from '../dog-profile.js';
import { type Allergy, allergyValues, type FoodType, foodTypeValues, type Protein, proteinValues } from '../food-preferences.js';

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

/** A query parameter as a server's parser or URLSearchParams gives it: absent, once, or repeated. */
const rawParam = z.optional(z.union([z.string(), z.array(z.string())], { error: 'Query parameters must be text' }));

/** One value of a parameter a GET form sends once; an empty value (a select left open) is no value. */
function oneValue(param: string) {
  return z.pipe(
    rawParam,
    z.transform((value, context) => {
      const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (values.length > 1) {
        context.issues.push({ code: 'custom', input: value, message: `${param} may be given only once` });
        return undefined;
      }
      const text = values[0]?.trim() ?? '';
      return text === '' ? undefined : text;
    }),
  );
}

function choiceOf<const Values extends readonly [string, ...string[]]>(param: string, values: Values) {
  return z.pipe(
    oneValue(param),
    z.optional(
      z.enum(values, { error: (issue) => `Unknown ${param} "${String(issue.input)}": use one of ${values.join(', ')}` }),
    ),
  );
}

/** Allergens from repeated parameters, comma-separated lists or both; repeats are dropped. */
const freeFrom = z.pipe(
  z.pipe(
    rawParam,
    z.transform((value) => {
      const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const allergens = values.flatMap((text) => text.split(',')).map((text) => text.trim());
      return [...new Set(allergens.filter((text) => text !== ''))];
    }),
  ),
  z.array(
    z.enum(allergyValues, {
      error: (issue) => `Unknown free-from allergen "${String(issue.input)}": use one of ${allergyValues.join(', ')}`,
    }),
  ),
);

const MAX_PAGE = 100_000;

const page = z.pipe(
  z.pipe(
    oneValue(catalogueParams.page),
    z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, `page must be a whole number from 1 to ${MAX_PAGE}`))),
  ),
  z.transform((value) => (value === undefined ? 1 : Number(value))),
);

const pageSize = z.pipe(
  z.pipe(
    oneValue(cataloguePageSizeParam),
    z.optional(
      z.string().check(
        z.refine(
          (text) => /^[1-9]\d?$/.test(text) && Number(text) <= MAX_CATALOGUE_PAGE_SIZE,
          `${cataloguePageSizeParam} must be a whole number from 1 to ${MAX_CATALOGUE_PAGE_SIZE}`,
        ),
      ),
    ),
  ),
  z.transform((value) => (value === undefined ? CATALOGUE_PAGE_SIZE : Number(value))),
);

const catalogueQueryParams = {
  [catalogueParams.type]: choiceOf(catalogueParams.type, foodTypeValues),
  [catalogueParams.protein]: choiceOf(catalogueParams.protein, proteinValues),
  [catalogueParams.freeFrom]: freeFrom,
  [catalogueParams.lifeStage]: choiceOf(catalogueParams.lifeStage, ageGroupValues),
  [catalogueParams.prescription]: choiceOf(catalogueParams.prescription, prescriptionFilterValues),
  [catalogueParams.sort]: choiceOf(catalogueParams.sort, catalogueSortValues),
  [catalogueParams.page]: page,
};

const notParameters = 'The query must be a set of parameters';

function catalogueQueryOf(params: z.output<z.ZodMiniObject<typeof catalogueQueryParams>>): CatalogueQuery {
  return {
    ...(params.type ? { type: params.type } : {}),
    ...(params.protein ? { protein: params.protein } : {}),
    freeFrom: params['free-from'],
    ...(params['life-stage'] ? { lifeStage: params['life-stage'] } : {}),
    ...(params.prescription ? { prescription: params.prescription === 'yes' } : {}),
    sort: params.sort ?? 'rating',
    page: params.page,
  };
}

/**
 * The /dog-foods page's address (which its GET form writes): unknown values are refused with a
 * message naming them; parameters the catalogue does not read are ignored.
 */
export const catalogueQuerySchema = z.pipe(
  z.object(catalogueQueryParams, { error: notParameters }),
  z.transform(catalogueQueryOf),
);

/**
 * GET /api/dog-foods/catalogue's query string: the page's parameters, read as catalogueQuerySchema
 * reads them, and the page size (1 to MAX_CATALOGUE_PAGE_SIZE, CATALOGUE_PAGE_SIZE by default).
 */
export const cataloguePageRequestSchema = z.pipe(
  z.object({ ...catalogueQueryParams, [cataloguePageSizeParam]: pageSize }, { error: notParameters }),
  z.transform((params): CataloguePageRequest & { pageSize: number } => ({ ...catalogueQueryOf(params), pageSize: params[cataloguePageSizeParam] })),
);

export type CatalogueQueryResult = { success: true; query: CatalogueQuery } | { success: false; message: string };

/** Reads an address's catalogue parameters; a refusal says every problem in one sentence. */
export function parseCatalogueQuery(search: URLSearchParams): CatalogueQueryResult {
  const params: Record<string, string[]> = {};
  for (const key of search.keys()) params[key] = search.getAll(key);
  const result = catalogueQuerySchema.safeParse(params);
  if (result.success) return { success: true, query: result.data };
  return { success: false, message: [...new Set(result.error.issues.map((issue) => issue.message))].join('; ') };
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
