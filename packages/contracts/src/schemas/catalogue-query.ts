import * as z from 'zod/mini';
import {
  CATALOGUE_PAGE_SIZE,
  type CataloguePageRequest,
  type CatalogueQuery,
  catalogueParams,
  cataloguePageSizeParam,
  catalogueSortValues,
  MAX_CATALOGUE_PAGE_SIZE,
  prescriptionFilterValues,
} from '../catalogue-query.js';
import { ageGroupValues } from '../dog-profile.js';
import { allergyValues, foodTypeValues, proteinValues } from '../food-preferences.js';
import { echoedValue } from '../messages.js';

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
      z.enum(values, { error: (issue) => `Unknown ${param} ${echoedValue(String(issue.input))}: use one of ${values.join(', ')}` }),
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
      error: (issue) => `Unknown free-from allergen ${echoedValue(String(issue.input))}: use one of ${allergyValues.join(', ')}`,
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
