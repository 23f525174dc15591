import {
  aafcoLifeStageValues,
  ageGroupValues,
  allergyValues,
  dogSizeValues,
  estimatedLabelFigureValues,
  foodTypeValues,
  preferredIngredientValues,
  type Symptom,
  servingUnitValues,
  symptomValues,
} from '@gentlebowl/contracts';
import { z } from 'zod';
import { between, dayUpTo, enumList, httpsUrl, labelSourceUrl, packageGrams, text, usdPrice } from './catalogue-fields.js';
import { ContentError, describeIssues } from './content-error.js';
import { mediaUrl } from './media-url.js';

/** The symptoms a food may say it helps with: every one the selector asks about but lethargy, which
 * is a reason to see a vet (one of the selector's red flags). */
export const SYMPTOMS_A_FOOD_HELPS_WITH: readonly Symptom[] = symptomValues.filter((symptom) => symptom !== 'lethargy');

/** The badges a named reviewer may stand behind. */
export const reviewBadgeValues = ['vet-recommended', 'clinically-proven', 'all-natural'] as const;

const percent = (label: string) => between(0, 100, `percent ${label}`);

/**
 * What the maker's label states, within bounds no real dog food leaves (the lowest wet foods are near
 * 600 kcal/kg, the richest freeze-dried near 5,500), so a slip of a digit or a unit fails the import.
 * A label fact is either read from a named page on a known day, or listed as estimated with a reason.
 */
function labelSchema(today: string) {
  return z
    .strictObject({
      energy: z.strictObject({
        kcalPerKg: between(400, 6000, 'kcal per kg').int('must be a whole number of kcal per kg'),
        kcalPerServing: between(5, 3000, 'kcal per serving'),
        servingUnit: z.enum(servingUnitValues, { error: `must be one of ${servingUnitValues.join(', ')}` }),
      }),
      guaranteedAnalysis: z
        .strictObject({
          crudeProteinMinPct: percent('protein'),
          crudeFatMinPct: percent('fat'),
          crudeFiberMaxPct: percent('fiber'),
          moistureMaxPct: percent('moisture'),
        })
        .nullable(),
      aafcoStatement: text(600).nullable(),
      aafcoLifeStage: z.enum(aafcoLifeStageValues, { error: `must be one of ${aafcoLifeStageValues.join(', ')}` }).nullable(),
      source: z.strictObject({ url: labelSourceUrl, recordedOn: dayUpTo(today) }).nullable(),
      estimated: enumList(estimatedLabelFigureValues, 0),
      estimateNote: text(300).nullable(),
    })
    .superRefine((label, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (label.estimated.length > 0 && label.estimateNote === null) {
        problem('estimateNote', `must say why ${label.estimated.join(', ')} ${label.estimated.length > 1 ? 'are' : 'is'} estimated`);
      }
      if (label.estimated.length === 0 && label.estimateNote !== null) problem('estimateNote', 'must be null when no figure is estimated');
      // Without a page read, nothing can be stated as the label's: the energy is an estimate, and the
      // analysis and the AAFCO statement are left out.
      if (label.source === null) {
        const unread = estimatedLabelFigureValues.filter((figure) => !label.estimated.includes(figure));
        if (unread.length > 0) problem('source', `needs the page ${unread.join(', ')} ${unread.length > 1 ? 'were' : 'was'} read from, or list them as estimated`);
        if (label.guaranteedAnalysis !== null) problem('guaranteedAnalysis', 'needs the label page it was read from (source)');
        if (label.aafcoStatement !== null) problem('aafcoStatement', 'needs the label page it was read from (source)');
      }
      if ((label.aafcoStatement === null) !== (label.aafcoLifeStage === null)) {
        problem('aafcoLifeStage', 'and aafcoStatement go together: the life stage is the one the statement names');
      }
    });
}

/** The editors' estimate of a typical shelf price for a package, and the day it was made. */
function estimatedPriceSchema(today: string) {
  return z.strictObject({
    retailer: text(60),
    package: z.strictObject({ label: text(120), grams: packageGrams }),
    priceUsd: usdPrice,
    estimatedOn: dayUpTo(today),
  });
}

function foodRecordSchema(mediaDir: string, today: string) {
  return z.strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    name: text(200),
    brand: text(100),
    description: text(1500),
    imageUrl: mediaUrl(mediaDir),
    foodType: z.enum(foodTypeValues, { error: `must be one of ${foodTypeValues.join(', ')}` }),
    detailsUrl: httpsUrl.nullable().default(null),
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
    requiresPrescription: z.boolean({ error: 'must be true or false' }),
    keyBenefits: z.array(text(200)).min(1, 'needs at least one benefit').max(8),
    /** Badges only with a named reviewer, a credential and a date. */
    review: z
      .strictObject({
        reviewer: text(100),
        credential: text(100),
        reviewedOn: dayUpTo(today),
        badges: enumList(reviewBadgeValues, 1),
      })
      .nullable(),
    label: labelSchema(today),
    costNote: text(300).nullable(),
    shopSearch: z.strictObject({ retailer: text(60), url: httpsUrl }).nullable(),
    estimatedPrices: z
      .array(estimatedPriceSchema(today))
      .refine(
        (prices) => new Set(prices.map((price) => `${price.retailer}|${price.package.grams}`)).size === prices.length,
        'lists a retailer and package twice',
      ),
  });
}

const catalogueSchema = z.strictObject({
  /** The catalogue bundled with the site is sample data; an operator's own says false. */
  sampleData: z.boolean({ error: 'must be true or false' }),
  foods: z.array(z.unknown()).min(1, 'holds no foods'),
});

export type ImportedFood = z.infer<ReturnType<typeof foodRecordSchema>> & { sampleData: boolean };

/**
 * Parses foods.json: `{ "sampleData": …, "foods": [...] }`. Throws a ContentError naming the file, the
 * record and every field at fault. `today` (YYYY-MM-DD) bounds the dates a record may give.
 */
export function parseFoodCatalogue(displayPath: string, source: string, mediaDir: string, today: string): ImportedFood[] {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch (error) {
    throw new ContentError([`${displayPath}: not valid JSON (${(error as Error).message})`]);
  }
  const catalogue = catalogueSchema.safeParse(document);
  if (!catalogue.success) {
    throw new ContentError([
      `${displayPath}: must be an object with "sampleData" and a "foods" array`,
      ...describeIssues(catalogue.error).map((line) => `${displayPath}: ${line}`),
    ]);
  }

  const schema = foodRecordSchema(mediaDir, today);
  const problems: string[] = [];
  const foods: ImportedFood[] = [];
  const seenSlugs = new Set<string>();
  catalogue.data.foods.forEach((record, index) => {
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
    foods.push({ ...result.data, sampleData: catalogue.data.sampleData });
  });
  if (problems.length > 0) throw new ContentError(problems);
  return foods;
}
