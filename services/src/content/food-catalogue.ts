import {
  ageGroupValues,
  allergyValues,
  budgetValues,
  dogSizeValues,
  foodTypeValues,
  preferredIngredientValues,
  symptomValues,
} from '@gentlebowl/contracts';
import { z } from 'zod';
import { ContentError, describeIssues } from './content-error.js';
import { mediaUrl } from './media-url.js';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const enumList = <const Values extends readonly [string, ...string[]]>(values: Values, minimum: number) =>
  z
    .array(z.enum(values, { error: `must be one of ${values.join(', ')}` }))
    .min(minimum, `needs at least ${minimum} value`)
    .refine((items) => new Set(items).size === items.length, 'lists a value twice');

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
    suitableFor: z.strictObject({
      age: enumList(ageGroupValues, 1),
      size: enumList(dogSizeValues, 1),
      symptoms: enumList(symptomValues, 1),
    }),
    ingredients: z.array(text(120)).min(1, 'needs the label ingredients').max(30),
    allergens: enumList(allergyValues, 0),
    matchTags: enumList(preferredIngredientValues, 0),
    kcalPerCup: z.number().int().min(1).max(2000).nullable(),
    monthlyBudget: z.enum(budgetValues, { error: `must be one of ${budgetValues.join(', ')}` }),
    keyBenefits: z.array(text(200)).min(1, 'needs at least one benefit').max(8),
  });
}

export type ImportedFood = z.infer<ReturnType<typeof foodRecordSchema>>;

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
    foods.push(result.data);
  });
  if (problems.length > 0) throw new ContentError(problems);
  return foods;
}
