import { calculateCalorieNeeds, type LifeStage } from './calorie-needs.js';
import { type AgeGroup, type DogSize, sizeGroupWeightLbs } from './dog-profile.js';
import type { FedDog, FeedingCost, FeedingFacts, FeedingPlan, MissingDogWeight } from './feeding.js';
import type { RetailOffer } from './food-facts.js';
import { puppyGrowthCalories } from './puppy-energy.js';
import { roundTo } from './rounding.js';

/** An average month (365.25 / 12 = 30.44 days), to one decimal. */
export const DAYS_PER_MONTH = 30.4;

/**
 * About six weeks: how long an opened package of dry food keeps its quality. A monthly cost is worked
 * out from a package the dog finishes within this, or the page says how long the package lasts.
 */
export const OPEN_PACKAGE_KEEPS_DAYS = 42;

/** The calorie formula's life stage for a wizard age group (young adults eat as adults). */
const LIFE_STAGE_OF_AGE_GROUP: Readonly<Record<Exclude<AgeGroup, 'puppy'>, LifeStage>> = {
  'young-adult': 'adult',
  adult: 'adult',
  senior: 'senior',
};

/**
 * Daily calories for a grown dog the wizard describes, from the site's calorie formula (spec "Calorie
 * formula"). The wizard does not ask about activity, neutering or body condition, so it assumes the
 * most common case: a neutered, moderately active dog at its ideal weight. Whole kcal.
 */
export function adultDailyCalories(dog: { weightLbs: number; age: Exclude<AgeGroup, 'puppy'> }): number {
  return calculateCalorieNeeds({
    weight: dog.weightLbs,
    age: LIFE_STAGE_OF_AGE_GROUP[dog.age],
    activityLevel: 'moderate',
    isNeutered: true,
    condition: 'ideal',
  }).der;
}

/** What the wizard (or a product page's form) says about the dog the portions are for. */
export interface DogToFeed {
  size: DogSize;
  age: AgeGroup;
  weightLbs?: number;
  /** A puppy's expected adult weight. */
  adultWeightLbs?: number;
}

/**
 * The dog portions are worked out for. A grown dog without a weight is fed at its size group's
 * typical weight, said so. A puppy needs its weight now and its expected adult weight (NRC 2006's
 * growth formula, `puppyGrowthCalories`): without them nothing is guessed, and `missing` says what to ask.
 */
export function fedDogFor(dog: DogToFeed): FedDog {
  if (dog.age === 'puppy') {
    const weightLbs = dog.weightLbs ?? null;
    const adultWeightLbs = dog.adultWeightLbs ?? null;
    const missing: MissingDogWeight[] = [...(weightLbs === null ? ['weight' as const] : []), ...(adultWeightLbs === null ? ['adult-weight' as const] : [])];
    const dailyKcal = weightLbs !== null && adultWeightLbs !== null ? puppyGrowthCalories(weightLbs, adultWeightLbs) : null;
    return { weightLbs, weightFromSizeGroup: false, adultWeightLbs, dailyKcal, method: 'puppy-growth', missing };
  }
  const weightFromSizeGroup = dog.weightLbs === undefined;
  const weightLbs = dog.weightLbs ?? sizeGroupWeightLbs[dog.size];
  return {
    weightLbs,
    weightFromSizeGroup,
    adultWeightLbs: null,
    dailyKcal: adultDailyCalories({ weightLbs, age: dog.age }),
    method: 'adult',
    missing: [],
  };
}

/** A food's offers do not change between requests: the packages of each list are worked out once. */
const packagesOfOffers = new WeakMap<readonly RetailOffer[], readonly RetailOffer[]>();

/** The offers a cost may be worked out from: current prices, the cheapest for each package size
 * (the newest when two ask the same), smallest package first. Prices seen at retailers replace the
 * editors' estimates: once a food has a current one, its estimates are left out. */
export function currentPackageOffers(offers: readonly RetailOffer[]): readonly RetailOffer[] {
  const known = packagesOfOffers.get(offers);
  if (known) return known;
  const packages = cheapestCurrentPerPackage(offers);
  packagesOfOffers.set(offers, packages);
  return packages;
}

function cheapestCurrentPerPackage(offers: readonly RetailOffer[]): RetailOffer[] {
  const current = offers.filter((offer) => offer.current);
  const observed = current.filter((offer) => offer.basis === 'observed');
  const cheapestByGrams = new Map<number, RetailOffer>();
  for (const offer of observed.length > 0 ? observed : current) {
    const kept = cheapestByGrams.get(offer.package.grams);
    if (!kept || offer.priceUsd < kept.priceUsd || (offer.priceUsd === kept.priceUsd && offer.seenOn > kept.seenOn)) {
      cheapestByGrams.set(offer.package.grams, offer);
    }
  }
  return [...cheapestByGrams.values()].sort((a, b) => a.package.grams - b.package.grams);
}

/**
 * Which of the current packages (their weights in grams, smallest first) a dog eating `gramsPerDay`
 * buys: the largest it finishes within about six weeks (larger packages cost less a pound, but an
 * opened bag goes stale), or the smallest when every package lasts longer. -1 without a package.
 */
function boughtPackageAt(gramsPerDay: number, packageGrams: readonly number[]): number {
  const finishedInTime = gramsPerDay * OPEN_PACKAGE_KEEPS_DAYS;
  let bought = packageGrams.length > 0 ? 0 : -1;
  for (let at = 1; at < packageGrams.length && (packageGrams[at] as number) <= finishedInTime; at += 1) bought = at;
  return bought;
}

/** The package a dog eating `gramsPerDay` buys (`boughtPackageAt`); null without a current price. */
export function packageFor(gramsPerDay: number, offers: readonly RetailOffer[]): RetailOffer | null {
  const packages = currentPackageOffers(offers);
  return packages[boughtPackageAt(gramsPerDay, packages.map((offer) => offer.package.grams))] ?? null;
}

function gramsPerDayOf(dailyKcal: number, kcalPerKg: number): number {
  return (dailyKcal / kcalPerKg) * 1000;
}

function monthlyCostOf(gramsPerDay: number, packageGrams: number, priceUsd: number): number {
  return roundTo(((gramsPerDay * DAYS_PER_MONTH) / packageGrams) * priceUsd, 2);
}

/**
 * What a food's monthly cost is worked out from: its energy and its current packages (weights and
 * prices at the same positions, smallest first), as plain numbers, since a recommendation works out
 * the cost of hundreds of foods.
 */
export interface PackagePrices {
  kcalPerKg: number;
  packageGrams: readonly number[];
  pricesUsd: readonly number[];
}

/** A food's package prices, which a recommendation works out once per food and keeps. */
export function packagePricesOf(facts: FeedingFacts): PackagePrices {
  const packages = currentPackageOffers(facts.offers);
  return {
    kcalPerKg: facts.label.energy.kcalPerKg,
    packageGrams: packages.map((offer) => offer.package.grams),
    pricesUsd: packages.map((offer) => offer.priceUsd),
  };
}

/**
 * What a month of the food costs a dog eating `dailyKcal` a day (`feedingPlanFor`'s cost, without the
 * rest of the plan), or null without a current price.
 */
export function monthlyCostFor(dailyKcal: number, prices: PackagePrices): number | null {
  const gramsPerDay = gramsPerDayOf(dailyKcal, prices.kcalPerKg);
  const at = boughtPackageAt(gramsPerDay, prices.packageGrams);
  return at < 0 ? null : monthlyCostOf(gramsPerDay, prices.packageGrams[at] as number, prices.pricesUsd[at] as number);
}

function feedingCost(gramsPerDay: number, facts: FeedingFacts): FeedingCost | null {
  const offer = packageFor(gramsPerDay, facts.offers);
  if (!offer) return null;
  const packageLastsDays = offer.package.grams / gramsPerDay;
  return {
    monthlyCostUsd: monthlyCostOf(gramsPerDay, offer.package.grams, offer.priceUsd),
    offer,
    packageLastsDays: Math.floor(packageLastsDays),
    outlastsFreshness: packageLastsDays > OPEN_PACKAGE_KEEPS_DAYS,
    isEstimate: offer.basis === 'estimate' || facts.label.estimated.includes('energy'),
  };
}

/**
 * What one food means for a dog eating `dailyKcal` a day: grams and serving units per day from the
 * label's energy (kcal per kg and per serving), and the monthly cost (30.4 days) at the price of the
 * package the dog would buy (`packageFor`), or no cost when no package has a current price.
 */
export function feedingPlanFor(dailyKcal: number, facts: FeedingFacts): FeedingPlan {
  const { energy } = facts.label;
  if (!Number.isFinite(dailyKcal) || dailyKcal <= 0) {
    throw new RangeError(`Daily calories must be a positive number, got ${dailyKcal}`);
  }
  if (!(energy.kcalPerKg > 0 && energy.kcalPerServing > 0)) {
    throw new RangeError('A food needs positive calories per kg and per serving');
  }
  const gramsPerDay = gramsPerDayOf(dailyKcal, energy.kcalPerKg);
  return {
    dailyKcal,
    dailyGrams: Math.round(gramsPerDay),
    servingsPerDay: roundTo(dailyKcal / energy.kcalPerServing, 3),
    servingUnit: energy.servingUnit,
    cost: feedingCost(gramsPerDay, facts),
  };
}
