import {
  ageGroupValues,
  allergyValues,
  dogSizeValues,
  estimatedFigureValues,
  foodTypeValues,
  preferredIngredientValues,
  type Symptom,
  servingUnitValues,
  symptomValues,
} from '@gentlebowl/contracts';
import { z } from 'zod';
import { ContentError, describeIssues } from './content-error.js';
import { mediaUrl } from './media-url.js';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const enumList = <const Values extends readonly [string, ...string[]]>(values: Values, minimum: number) =>
  z
    .array(z.enum(values, { error: `must be one of ${values.join(', ')}` }))
    .min(minimum, `needs at least ${minimum} value`)
    .refine((items) => new Set(items).size === items.length, 'lists a value twice');

const between = (min: number, max: number, unit: string) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .min(min, `must be at least ${min} ${unit}`)
    .max(max, `must be at most ${max} ${unit}`);

/**
 * Published figures, within bounds no real dog food leaves (the lowest wet foods are near 600 kcal/kg,
 * the richest freeze-dried near 5,500), so a slip of a digit or a unit fails the import.
 */
const figuresSchema = z
  .strictObject({
    energy: z.strictObject({
      kcalPerKg: between(400, 6000, 'kcal per kg').int('must be a whole number of kcal per kg'),
      kcalPerServing: between(5, 3000, 'kcal per serving'),
      servingUnit: z.enum(servingUnitValues, { error: `must be one of ${servingUnitValues.join(', ')}` }),
    }),
    package: z.strictObject({
      label: text(80),
      grams: between(20, 50_000, 'grams').int('must be a whole number of grams'),
      priceUsd: between(0.5, 2000, 'US dollars').multipleOf(0.01, 'must be in whole cents'),
    }),
    sources: z.array(httpsUrl).refine((urls) => new Set(urls).size === urls.length, 'lists a page twice'),
    estimated: enumList(estimatedFigureValues, 0),
    estimateNote: text(300).nullable(),
  })
  .superRefine((figures, context) => {
    if (figures.estimated.length > 0 && figures.estimateNote === null) {
      context.addIssue({ code: 'custom', path: ['estimateNote'], message: `must say why ${figures.estimated.join(', ')} ${figures.estimated.length > 1 ? 'are' : 'is'} estimated` });
    }
    // A figure read from a page names the page; only a record whose every figure is worked out
    // (and says how) may name none.
    if (figures.sources.length === 0 && figures.estimated.length < estimatedFigureValues.length) {
      const read = estimatedFigureValues.filter((figure) => !figures.estimated.includes(figure));
      context.addIssue({ code: 'custom', path: ['sources'], message: `needs the page ${read.join(', ')} ${read.length > 1 ? 'were' : 'was'} read from` });
    }
    if (figures.estimated.length === 0 && figures.estimateNote !== null) {
      context.addIssue({ code: 'custom', path: ['estimateNote'], message: 'must be null when no figure is estimated' });
    }
  });

/** The symptoms a food may say it helps with: every one the selector asks about but lethargy, which
 * is a reason to see a vet (one of the selector's red flags). */
export const SYMPTOMS_A_FOOD_HELPS_WITH: readonly Symptom[] = symptomValues.filter((symptom) => symptom !== 'lethargy');

function foodRecordSchema(mediaDir: string) {
  return z.strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    name: text(200),
    brand: text(100),
    description: text(1500),
    imageUrl: mediaUrl(mediaDir),
    foodType: z.enum(foodTypeValues, { error: `must be one of ${foodTypeValues.join(', ')}` }),
    rating: z.number().int().min(0).max(50),
    reviewCount: z.number().int().min(0),
    isVetRecommended: z.boolean(),
    isAllNatural: z.boolean(),
    isClinicallyProven: z.boolean(),
    retailer: text(60).nullable().default(null),
    whereToBuyUrl: httpsUrl.nullable().default(null),
    detailsUrl: httpsUrl.nullable().default(null),
    affiliateUrl: httpsUrl.nullable().default(null),
    price: z
      .string()
      .regex(/^\$\d+(\.\d{2})?(\/[a-z]+)?$/, 'must look like $64.99 or $45.00/week')
      .nullable()
      .default(null),
    discountPercentage: z.number().int().min(0).max(90).default(0),
    isPromotion: z.boolean().default(false),
    promotionEndsOn: isoDate.nullable().default(null),
    suitableFor: z.strictObject({
      age: enumList(ageGroupValues, 1),
      size: enumList(dogSizeValues, 1),
      symptoms: enumList(symptomValues, 1).refine(
        (symptoms) => symptoms.every((symptom) => SYMPTOMS_A_FOOD_HELPS_WITH.includes(symptom)),
        'lethargy is a sign to see a vet, not something a food helps with',
      ),
    }),
    ingredients: z.array(text(120)).min(1, 'needs the label ingredients').max(30),
    allergens: enumList(allergyValues, 0),
    matchTags: enumList(preferredIngredientValues, 0),
    kcalPerCup: z.number().int().min(1).max(2000).nullable(),
    requiresPrescription: z.boolean({ error: 'must be true or false' }),
    figures: figuresSchema,
    keyBenefits: z.array(text(200)).min(1, 'needs at least one benefit').max(8),
  });
}

export type ImportedFood = z.infer<ReturnType<typeof foodRecordSchema>>;

/** The dollars of a catalogue price ("$64.99" or "$45.00/week"), which the schema has checked. */
function priceAmount(price: string): number {
  return Number(price.slice(1).split('/')[0]);
}

/**
 * Where the figures and the fields shown beside them state one fact twice, they must agree: the price
 * on the buy button is the package the cost is worked out from, and a cup is the same cup.
 */
function disagreements(food: ImportedFood): string[] {
  const { energy, package: foodPackage } = food.figures;
  const problems: string[] = [];
  if (food.price !== null && priceAmount(food.price) !== foodPackage.priceUsd) {
    problems.push(
      `figures.package.priceUsd: is ${foodPackage.priceUsd} but price is ${food.price}; both must be the price of "${foodPackage.label}"`,
    );
  }
  if (energy.servingUnit === 'cup' && food.kcalPerCup !== null && food.kcalPerCup !== energy.kcalPerServing) {
    problems.push(`figures.energy.kcalPerServing: is ${energy.kcalPerServing} kcal per cup but kcalPerCup is ${food.kcalPerCup}`);
  }
  return problems;
}

/** Whether the food is bought at Amazon: named as its retailer, or linked there. */
function soldByAmazon(food: ImportedFood): boolean {
  const hosts = [food.whereToBuyUrl, food.affiliateUrl].flatMap((url) => (url ? [new URL(url).hostname] : []));
  return /^amazon$/i.test(food.retailer ?? '') || hosts.some((host) => /(^|\.)amazon\.[a-z.]+$/.test(host));
}

/** Parses foods.json. Throws a ContentError naming the file, the record and every field at fault. */
export function parseFoodCatalogue(displayPath: string, source: string, mediaDir: string): ImportedFood[] {
  let records: unknown;
  try {
    records = JSON.parse(source);
  } catch (error) {
    throw new ContentError([`${displayPath}: not valid JSON (${(error as Error).message})`]);
  }
  if (!Array.isArray(records)) throw new ContentError([`${displayPath}: must be a JSON array of foods`]);
  if (records.length === 0) throw new ContentError([`${displayPath}: holds no foods`]);

  const schema = foodRecordSchema(mediaDir);
  const problems: string[] = [];
  const foods: ImportedFood[] = [];
  const seenSlugs = new Set<string>();
  records.forEach((record, index) => {
    const label = `${displayPath}: food ${index + 1}${
      typeof (record as { slug?: unknown })?.slug === 'string' ? ` ("${(record as { slug: string }).slug}")` : ''
    }`;
    const result = schema.safeParse(record);
    if (!result.success) {
      problems.push(...describeIssues(result.error).map((line) => `${label}: ${line}`));
      return;
    }
    if (seenSlugs.has(result.data.slug)) problems.push(`${label}: slug is used by an earlier food`);
    seenSlugs.add(result.data.slug);
    if (result.data.isPromotion && result.data.price === null) {
      problems.push(`${label}: a promotion needs a price to show`);
    }
    if (!result.data.isPromotion && result.data.promotionEndsOn !== null) {
      problems.push(`${label}: promotionEndsOn is only for a promotion (isPromotion: true)`);
    }
    // A sale at Amazon is Amazon's live price, which a site may show only from Amazon's product API.
    if (soldByAmazon(result.data) && (result.data.isPromotion || result.data.discountPercentage > 0)) {
      problems.push(`${label}: a food sold by Amazon carries no discount or promotion (Amazon's prices come only from its product API)`);
    }
    problems.push(...disagreements(result.data).map((problem) => `${label}: ${problem}`));
    foods.push(result.data);
  });
  if (problems.length > 0) throw new ContentError(problems);
  return foods;
}
