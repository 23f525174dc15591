import { calculateCalorieNeeds, type LifeStage } from './calorie-needs.js';
import { type AgeGroup, type DogSize, sizeGroupWeightLbs } from './dog-profile.js';
import type { EstimatedFigure, FedDog, FeedingFigures, FeedingPlan, FoodFigures } from './feeding.js';

/** An average month (365.25 / 12 = 30.44 days), to one decimal. */
export const DAYS_PER_MONTH = 30.4;

/** The calorie formula's life stage for a wizard age group (young adults eat as adults). */
const LIFE_STAGE_OF_AGE_GROUP: Readonly<Record<AgeGroup, LifeStage>> = {
  puppy: 'puppy',
  'young-adult': 'adult',
  adult: 'adult',
  senior: 'senior',
};

/** The figures a monthly cost is worked out from; an estimated serving size changes only the portion. */
const FIGURES_BEHIND_THE_COST: readonly EstimatedFigure[] = ['energy', 'package', 'price'];

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Daily calories for a dog the wizard describes, from the site's calorie formula (spec "Calorie
 * formula"). The wizard does not ask about activity, neutering or body condition, so it assumes the
 * most common case: a neutered, moderately active dog at its ideal weight. Whole kcal.
 */
export function dailyCaloriesFor(dog: { weightLbs: number; age: AgeGroup }): number {
  return calculateCalorieNeeds({
    weight: dog.weightLbs,
    age: LIFE_STAGE_OF_AGE_GROUP[dog.age],
    activityLevel: 'moderate',
    isNeutered: true,
    condition: 'ideal',
  }).der;
}

/** The dog portions are worked out for: the owner's weight, or the size group's typical weight. */
export function fedDogFor(dogInfo: { size: DogSize; age: AgeGroup; weightLbs?: number }): FedDog {
  const weightFromSizeGroup = dogInfo.weightLbs === undefined;
  const weightLbs = dogInfo.weightLbs ?? sizeGroupWeightLbs[dogInfo.size];
  return { weightLbs, weightFromSizeGroup, dailyKcal: dailyCaloriesFor({ weightLbs, age: dogInfo.age }) };
}

/** What the owner pays for the package at the catalogue's price: after `discountPercentage` when the
 * catalogue lists a discount, rounded to the cent exactly as the buy button shows it. */
export function packagePricePaidUsd(figures: Pick<FoodFigures, 'package'>, discountPercentage = 0): number {
  return Math.round(figures.package.priceUsd * (100 - discountPercentage)) / 100;
}

/**
 * What one food means for a dog eating `dailyKcal` a day: grams and serving units per day, and the
 * monthly cost (30.4 days).
 *
 * The monthly cost is what the owner pays at the catalogue's price: the package price after
 * `discountPercentage` when the catalogue lists a discount, rounded to the cent exactly as the buy
 * button shows it, divided over the package's grams. Portions come from kcal per kg (grams) and kcal
 * per serving (cups, cans...); the cost is rounded once, from the unrounded grams.
 */
export function feedingPlanFor(dailyKcal: number, figures: FeedingFigures, discountPercentage = 0): FeedingPlan {
  const { energy, package: foodPackage, estimated } = figures;
  if (!Number.isFinite(dailyKcal) || dailyKcal <= 0) {
    throw new RangeError(`Daily calories must be a positive number, got ${dailyKcal}`);
  }
  if (!(energy.kcalPerKg > 0 && energy.kcalPerServing > 0 && foodPackage.grams > 0 && foodPackage.priceUsd >= 0)) {
    throw new RangeError('Food figures need positive energy, serving and package weight, and a price');
  }
  if (!(discountPercentage >= 0 && discountPercentage < 100)) {
    throw new RangeError(`Discount must be at least 0 and below 100 percent, got ${discountPercentage}`);
  }

  const gramsPerDay = (dailyKcal / energy.kcalPerKg) * 1000;
  const pricePaidUsd = packagePricePaidUsd(figures, discountPercentage);
  const monthlyCostUsd = ((gramsPerDay * DAYS_PER_MONTH) / foodPackage.grams) * pricePaidUsd;

  return {
    dailyKcal,
    dailyGrams: Math.round(gramsPerDay),
    servingsPerDay: roundTo(dailyKcal / energy.kcalPerServing, 2),
    servingUnit: energy.servingUnit,
    monthlyCostUsd: roundTo(monthlyCostUsd, 2),
    costIsEstimate: estimated.some((figure) => FIGURES_BEHIND_THE_COST.includes(figure)),
  };
}
