import type { DogFood } from './api-types.js';
import type { WizardFoodType } from './food-preferences.js';

/** What one level 8 oz measuring cup of a food holds: its calories and its weight. */
export interface CupEnergy {
  kcalPerCup: number;
  gramsPerCup: number;
}

/**
 * A typical cup of each wizard food type, for owners who name a type rather than a food. Worked out
 * from the catalogue's own foods (services/content/foods.json), whose labels count in cups except
 * the canned, tray and pouch foods:
 *
 * - dry: the 12 dry foods hold 339-465 kcal in a cup of 98-116 g, on average 387 kcal and 105 g
 *   (the pages state the typical range, `dryFoodKcalPerCup` in care-figures.ts).
 * - wet: the 4 canned foods state 1,000-1,160 kcal/kg (mean 1,090) but no cup. A cup of moist food
 *   weighs what the catalogue's fresh and homemade cups weigh, 231-240 g (a cup of water is 237 g),
 *   so 235 g; at 1,090 kcal/kg that is about 255 kcal.
 * - fresh: the 3 fresh foods measured in cups hold 295-300 kcal in 231-240 g.
 * - raw: the 2 frozen raw foods measured in cups hold 360 and 480 kcal in 225 and 200 g.
 * - homemade: the 2 homemade bases hold 300 and 330 kcal in a prepared cup of 231 and 236 g.
 *
 * Real foods stray from these by a quarter or more, which is why the calculators offer the catalogue
 * foods and tell owners to read their own label.
 */
export const typicalCupEnergy: Readonly<Record<WizardFoodType, CupEnergy>> = {
  dry: { kcalPerCup: 385, gramsPerCup: 105 },
  wet: { kcalPerCup: 255, gramsPerCup: 235 },
  fresh: { kcalPerCup: 300, gramsPerCup: 235 },
  raw: { kcalPerCup: 420, gramsPerCup: 210 },
  homemade: { kcalPerCup: 315, gramsPerCup: 235 },
};

/** A catalogue food's cup, and whether its weight is the food type's typical one. */
export interface FoodCupEnergy extends CupEnergy {
  /** The label counts in cans, trays or pouches: the cup's weight is its type's typical cup. */
  cupWeightIsTypical: boolean;
}

function typicalCupOfType(foodType: string): CupEnergy | undefined {
  return Object.hasOwn(typicalCupEnergy, foodType) ? typicalCupEnergy[foodType as WizardFoodType] : undefined;
}

/**
 * One cup of a catalogue food. A label that counts in cups gives its calories, and with the kcal/kg
 * its weight. A food counted in cans, trays or pouches has its kcal/kg weighed out in a typical cup
 * of its type. Null when neither holds (freeze-dried patties: no cup on the label, no typical cup).
 */
export function cupEnergyOf(food: Pick<DogFood, 'foodType'> & { label: Pick<DogFood['label'], 'energy'> }): FoodCupEnergy | null {
  const { kcalPerKg, kcalPerServing, servingUnit } = food.label.energy;
  if (!(kcalPerKg > 0 && kcalPerServing > 0)) return null;
  if (servingUnit === 'cup') {
    return { kcalPerCup: kcalPerServing, gramsPerCup: (kcalPerServing / kcalPerKg) * 1000, cupWeightIsTypical: false };
  }
  const typical = typicalCupOfType(food.foodType);
  if (!typical) return null;
  return { kcalPerCup: (kcalPerKg * typical.gramsPerCup) / 1000, gramsPerCup: typical.gramsPerCup, cupWeightIsTypical: true };
}
