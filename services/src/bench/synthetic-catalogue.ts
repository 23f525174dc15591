import {
  type AgeGroup,
  type Allergy,
  ageGroupValues,
  type Budget,
  budgetBandFor,
  budgetValues,
  type DogSize,
  dogSizeValues,
  type FeedingFacts,
  type FoodType,
  feedingPlanFor,
  foodTypeValues,
  referenceDogDailyKcal,
  type PreferredIngredient,
  type ServingUnit,
} from '@gentlebowl/contracts';
import { type ImportedFood, SYMPTOMS_A_FOOD_HELPS_WITH } from '../content/food-catalogue.js';
import { pickOne, pickSome, seededRandom } from './seeded-random.js';

// Synthetic food catalogues for tests and benchmarks (never the API's runtime path): records of the
// shape `content/foods.json` holds, within every bound the importer checks, so they go through the
// real import. The same seed and size always give the same catalogue.

/** A catalogue record's label energy and estimated prices, as the API serves them (estimates do not age). */
export function feedingFactsOf(food: Pick<ImportedFood, 'label' | 'estimatedPrices'>): FeedingFacts {
  return {
    label: food.label,
    offers: food.estimatedPrices.map((price) => ({
      retailer: price.retailer,
      retailerProductId: null,
      productUrl: null,
      affiliateUrl: null,
      package: price.package,
      priceUsd: price.priceUsd,
      regularPriceUsd: null,
      saleEndsOn: null,
      availability: null,
      basis: 'estimate',
      seenOn: price.estimatedOn,
      currentUntil: null,
      current: true,
    })),
  };
}

/** The budget band a food's monthly cost for the reference dog (`referenceDog`: 891 kcal a day) falls in. */
export function priceBandOf(food: Pick<ImportedFood, 'label' | 'estimatedPrices'>): Budget {
  return budgetBandFor(feedingPlanFor(referenceDogDailyKcal(), feedingFactsOf(food)).cost?.monthlyCostUsd ?? 0);
}

interface Protein {
  name: string;
  /** The preferred-ingredient tag the food carries for it, if the wizard offers one. */
  tag: PreferredIngredient | null;
  /** The allergen it is, if it is one of the wizard's allergies. */
  allergen: Allergy | null;
}

const PROTEINS: readonly Protein[] = [
  { name: 'Chicken', tag: 'chicken', allergen: 'chicken' },
  { name: 'Beef', tag: 'beef', allergen: 'beef' },
  { name: 'Salmon', tag: 'fish', allergen: null },
  { name: 'Whitefish', tag: 'fish', allergen: null },
  { name: 'Lamb', tag: 'lamb', allergen: null },
  { name: 'Turkey', tag: 'turkey', allergen: null },
  { name: 'Duck', tag: null, allergen: null },
  { name: 'Venison', tag: null, allergen: null },
  { name: 'Rabbit', tag: null, allergen: null },
  { name: 'Hydrolyzed Soy', tag: null, allergen: 'soy' },
];

interface Carbohydrate {
  name: string;
  tag: PreferredIngredient | null;
  allergen: Allergy | null;
  grain: boolean;
}

const CARBOHYDRATES: readonly Carbohydrate[] = [
  { name: 'Brown Rice', tag: 'rice', allergen: null, grain: true },
  { name: 'Sweet Potato', tag: 'potato', allergen: null, grain: false },
  { name: 'Potato', tag: 'potato', allergen: null, grain: false },
  { name: 'Oatmeal', tag: null, allergen: null, grain: true },
  { name: 'Barley', tag: null, allergen: null, grain: true },
  { name: 'Whole Wheat', tag: null, allergen: 'wheat', grain: true },
  { name: 'Ground Corn', tag: null, allergen: 'corn', grain: true },
  { name: 'Peas', tag: null, allergen: null, grain: false },
  { name: 'Pumpkin', tag: null, allergen: null, grain: false },
];

/** Further label ingredients that are allergens: what puts eggs, dairy and the rest in a food. */
const ALLERGEN_EXTRAS: readonly (readonly [Allergy, string])[] = [
  ['eggs', 'Dried Egg Product'],
  ['dairy', 'Dried Whey'],
  ['soy', 'Soybean Meal'],
  ['corn', 'Corn Gluten Meal'],
  ['wheat', 'Wheat Flour'],
  ['chicken', 'Chicken Fat'],
  ['beef', 'Beef Fat'],
];

const PLAIN_EXTRAS = ['Fish Oil', 'Dried Chicory Root', 'Flaxseed', 'Dried Yeast', 'Natural Flavor', 'Pumpkin', 'Blueberries'];

const BRANDS = [
  'Calm Paws',
  'Gentle Acre',
  'Northfield Kitchen',
  'Harbor & Hound',
  'Quiet Belly',
  'True Bowl',
  'Meadow Run',
  'Kindred Kibble',
  'Field Day',
  'Vetline Diets',
  'Honest Crate',
  'Little River',
];

const KEY_BENEFITS = [
  'Gentle on digestion',
  'A single animal protein',
  'Prebiotic fiber for stool quality',
  'Omega-3 for skin and coat',
  'No artificial colors or flavors',
  'Highly digestible carbohydrates',
  'Added probiotics',
];

/** How each food type is packed, served and priced: the ranges real labels in the catalogue span. */
interface TypeProfile {
  share: number;
  kcalPerKg: readonly [number, number];
  servingUnits: readonly ServingUnit[];
  packages: readonly (readonly [label: string, grams: number])[];
  label: string;
}

/** Grams in one serving unit (a cup of kibble, a can, a patty...). */
const SERVING_GRAMS: Readonly<Record<ServingUnit, number>> = { cup: 100, can: 370, tray: 227, pouch: 510, patty: 14 };

const TYPE_PROFILES: Readonly<Record<FoodType, TypeProfile>> = {
  dry: {
    share: 0.38,
    kcalPerKg: [3200, 4400],
    servingUnits: ['cup'],
    packages: [['4 lb bag', 1814], ['12 lb bag', 5443], ['24 lb bag', 10886], ['30 lb bag', 13608]],
    label: 'Dry Recipe',
  },
  wet: {
    share: 0.24,
    kcalPerKg: [800, 1300],
    servingUnits: ['can'],
    packages: [['12 x 13 oz cans', 4428], ['24 x 13 oz cans', 8856]],
    label: 'Canned Stew',
  },
  raw: {
    share: 0.07,
    kcalPerKg: [1400, 2600],
    servingUnits: ['tray', 'cup'],
    packages: [['6 lb frozen box', 2722], ['10 x 8 oz trays', 2268]],
    label: 'Raw Nuggets',
  },
  fresh: {
    share: 0.11,
    kcalPerKg: [1100, 1500],
    servingUnits: ['pouch', 'cup'],
    packages: [['7 x 18 oz pouches', 3572], ['7 x 9 oz packs', 1786]],
    label: 'Fresh Bowl',
  },
  homemade: {
    share: 0.05,
    kcalPerKg: [1200, 1500],
    servingUnits: ['cup'],
    packages: [['7 lb premix box', 3175], ['3 lb premix box', 1361]],
    label: 'Home-Cooked Premix',
  },
  'freeze-dried': {
    share: 0.08,
    kcalPerKg: [4000, 5200],
    servingUnits: ['patty', 'cup'],
    packages: [['25 oz bag', 709], ['14 oz bag', 397]],
    label: 'Freeze-Dried Patties',
  },
  dehydrated: {
    share: 0.07,
    kcalPerKg: [3600, 5000],
    servingUnits: ['cup'],
    packages: [['10 lb box', 4536], ['4 lb box', 1814]],
    label: 'Air-Dried Recipe',
  },
};

/** Monthly cost targets, for the reference dog (`referenceDogDailyKcal`), inside each budget band. */
const PRICE_BAND_COSTS: Readonly<Record<Budget, readonly [number, number]>> = {
  'under-50': [22, 48],
  '50-100': [54, 96],
  '100-150': [104, 146],
  '150-200': [154, 196],
  'over-200': [206, 320],
};

const AGE_GROUPS_OF_FOOD: readonly (readonly AgeGroup[])[] = [
  ['young-adult', 'adult', 'senior'],
  ['puppy', 'young-adult', 'adult', 'senior'],
  ['puppy'],
  ['young-adult', 'adult'],
  ['senior'],
  ['adult', 'senior'],
];

const SIZES_OF_FOOD: readonly (readonly DogSize[])[] = [
  ['small', 'medium', 'large', 'giant'],
  ['small', 'medium', 'large'],
  ['small', 'medium'],
  ['small'],
  ['large', 'giant'],
  ['medium', 'large', 'giant'],
];

function between(random: () => number, [low, high]: readonly [number, number]): number {
  return low + random() * (high - low);
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The food type of the i-th food: the first seven cover every type, the rest follow the shares. */
function foodTypeAt(index: number, random: () => number): FoodType {
  if (index < foodTypeValues.length) return foodTypeValues[index] as FoodType;
  let draw = random();
  for (const type of foodTypeValues) {
    draw -= TYPE_PROFILES[type].share;
    if (draw < 0) return type;
  }
  return 'dry';
}

/** Whole cents, never below the importer's 50 cents. */
function cents(usd: number): number {
  return Math.max(0.5, Math.round(usd * 100) / 100);
}

function syntheticFood(index: number, random: () => number, imageUrl: string): ImportedFood {
  const foodType = foodTypeAt(index, random);
  const profile = TYPE_PROFILES[foodType];
  // The first foods also cover every allergen and every price band, whatever the size.
  const protein = PROTEINS[index % PROTEINS.length] as Protein;
  const carbohydrate = index < ALLERGEN_EXTRAS.length ? (CARBOHYDRATES[0] as Carbohydrate) : pickOne(random, CARBOHYDRATES);
  const forcedExtra = index < ALLERGEN_EXTRAS.length ? [ALLERGEN_EXTRAS[index] as (typeof ALLERGEN_EXTRAS)[number]] : [];
  const extras = [...forcedExtra, ...(random() < 0.35 ? pickSome(random, ALLERGEN_EXTRAS, 1, 2) : [])];
  const brand = pickOne(random, BRANDS);
  const name = `${protein.name} & ${carbohydrate.name} ${profile.label}`;
  const slug = `${slugOf(brand)}-${slugOf(name)}-${index + 1}`;

  const allergens = new Set<Allergy>();
  for (const allergen of [protein.allergen, carbohydrate.allergen, ...extras.map(([allergen]) => allergen)]) {
    if (allergen) allergens.add(allergen);
  }
  const matchTags = new Set<PreferredIngredient>();
  if (protein.tag) matchTags.add(protein.tag);
  if (carbohydrate.tag) matchTags.add(carbohydrate.tag);
  const hasGrain = carbohydrate.grain || allergens.has('wheat') || allergens.has('corn');
  if (!hasGrain) matchTags.add('grainfree');

  const requiresPrescription = (foodType === 'dry' || foodType === 'wet') && random() < 0.06;
  const servingUnit = pickOne(random, profile.servingUnits);
  const kcalPerKg = Math.round(between(random, profile.kcalPerKg) / 10) * 10;
  const kcalPerServing = Math.round((kcalPerKg * SERVING_GRAMS[servingUnit]) / 1000);
  const packages = pickSome(random, profile.packages, 1, 2).sort(([, a], [, b]) => a - b);
  const retailer = random() < 0.5 ? 'Amazon' : 'Chewy';
  // The price per gram that makes the reference dog's month cost a target inside the food's band,
  // at the package the reference dog buys (packageFor: the largest finished within six weeks, else the
  // smallest); a smaller package costs a little more a gram.
  const band = index < budgetValues.length ? (budgetValues[index] as Budget) : pickOne(random, budgetValues);
  const monthlyTarget = between(random, PRICE_BAND_COSTS[band]);
  const gramsPerDay = (referenceDogDailyKcal() / kcalPerKg) * 1000;
  const bought = packages.filter(([, grams]) => grams <= gramsPerDay * 42).at(-1) ?? packages[0];
  const usdPerGram = monthlyTarget / (gramsPerDay * 30.4);
  const priceOf = (grams: number) => cents(usdPerGram * grams * (grams === bought?.[1] ? 1 : grams < (bought?.[1] ?? 0) ? 1.15 : 0.9));
  const search = encodeURIComponent(`${brand} ${name}`.toLowerCase()).replaceAll('%20', '+');
  const shopUrl = retailer === 'Amazon' ? `https://www.amazon.com/s?k=${search}` : `https://www.chewy.com/s?query=${search}`;
  const reviewed = requiresPrescription || random() < 0.3;

  return {
    slug,
    name,
    brand,
    description: `${name} by ${brand}: ${protein.name.toLowerCase()} as the first ingredient with ${carbohydrate.name.toLowerCase()}, a synthetic catalogue record for tests and benchmarks.`,
    imageUrl,
    foodType,
    detailsUrl: null,
    suitableFor: {
      age: [...(index < ageGroupValues.length ? ageGroupValues : pickOne(random, AGE_GROUPS_OF_FOOD))],
      size: [...(index < ageGroupValues.length ? dogSizeValues : pickOne(random, SIZES_OF_FOOD))],
      symptoms: pickSome(random, SYMPTOMS_A_FOOD_HELPS_WITH, 1, 5),
    },
    ingredients: [protein.name, carbohydrate.name, ...extras.map(([, ingredient]) => ingredient), ...pickSome(random, PLAIN_EXTRAS, 1, 4)].filter(
      (ingredient, position, all) => all.indexOf(ingredient) === position,
    ),
    allergens: [...allergens],
    matchTags: [...matchTags],
    requiresPrescription,
    keyBenefits: pickSome(random, KEY_BENEFITS, 1, 4),
    review: reviewed
      ? {
          reviewer: 'Synthetic Reviewer',
          credential: 'DVM (a synthetic record)',
          reviewedOn: '2026-01-15',
          badges: requiresPrescription || random() < 0.5 ? ['vet-recommended', 'clinically-proven'] : ['vet-recommended'],
        }
      : null,
    label: {
      energy: { kcalPerKg, kcalPerServing, servingUnit },
      guaranteedAnalysis: null,
      aafcoStatement: null,
      aafcoLifeStage: null,
      source: null,
      estimated: ['energy', 'serving'],
      estimateNote: 'A synthetic record: its calories are made up within the range of real labels.',
    },
    costNote: null,
    shopSearch: { retailer, url: shopUrl },
    estimatedPrices: packages.map(([label, grams]) => ({ retailer, package: { label, grams }, priceUsd: priceOf(grams), estimatedOn: '2026-01-15' })),
    sampleData: true,
  };
}

/** An image every catalogue this module makes points at; it is in the real content's media folder. */
export const SYNTHETIC_FOOD_IMAGE = '/api/media/stock/feeding-bowl.svg';

/**
 * `size` foods, the same for the same seed. Every food type, allergen and price band is in any
 * catalogue of at least 10 foods.
 */
export function syntheticCatalogue(size: number, seed = 1, imageUrl = SYNTHETIC_FOOD_IMAGE): ImportedFood[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a whole number of at least 1, got ${size}`);
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, index) => syntheticFood(index, random, imageUrl));
}

/** foods.json holding `foods`, as the catalogue file spells it (its sample flag once, for all). */
export function catalogueFileOf(foods: readonly ImportedFood[]): string {
  return JSON.stringify({ sampleData: foods.every((food) => food.sampleData), foods: foods.map(({ sampleData: _sampleData, ...food }) => food) });
}
