import {
  cupEnergyOf,
  type FoodCupEnergy,
  foodTypeLabel,
  formatDecimal,
  servingUnitPlurals,
  typicalCupEnergy,
  type WizardFoodType,
} from '@gentlebowl/contracts';
import type { CatalogueFood } from '../../shared/tools-api';

/**
 * One side of the switch: the food type the owner chose, the catalogue food if they picked one, and
 * the cup the plan is worked out from.
 */
export interface TransitionFood {
  foodType: WizardFoodType;
  /** The catalogue food the owner picked; null when the plan uses the type's typical cup. */
  catalogueFood: CatalogueFood | null;
  cup: FoodCupEnergy;
}

/** The catalogue foods of a type that a cup can be worked out for, in the catalogue's order. */
export function catalogueFoodsOfType(foods: readonly CatalogueFood[], foodType: WizardFoodType): CatalogueFood[] {
  return foods.filter((food) => food.foodType === foodType && cupEnergyOf(food) !== null);
}

/**
 * The food a side of the switch names: the picked catalogue food, or the type's typical cup when
 * none is picked. Throws a RangeError (a calculation error) for a pick the catalogue does not hold
 * among the type's foods.
 */
export function transitionFoodFor(foodType: WizardFoodType, foodId: string | undefined, foods: readonly CatalogueFood[]): TransitionFood {
  if (!foodId) {
    return { foodType, catalogueFood: null, cup: { ...typicalCupEnergy[foodType], cupWeightIsTypical: true } };
  }
  const catalogueFood = catalogueFoodsOfType(foods, foodType).find((food) => String(food.id) === foodId);
  const cup = catalogueFood ? cupEnergyOf(catalogueFood) : null;
  if (!catalogueFood || !cup) {
    throw new RangeError(`No ${foodType} catalogue food with a cup has the id ${foodId}`);
  }
  return { foodType, catalogueFood, cup };
}

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/** How the food reads in the plan: "Brand Name", or the type for a typical cup ("Wet Food"). */
export function transitionFoodName({ foodType, catalogueFood }: TransitionFood): string {
  return catalogueFood ? `${catalogueFood.brand} ${catalogueFood.name}` : foodTypeLabel(foodType);
}

/** The select's empty choice: the figures a plan uses when the owner names only the type. */
export function typicalCupText(foodType: WizardFoodType): string {
  return `Typical ${foodTypeLabel(foodType)}: ${typicalCupEnergy[foodType].kcalPerCup} kcal a cup`;
}

/**
 * Where the food's calories per cup come from, in one or two sentences an owner can check against
 * their own bag or can.
 */
export function cupSourceText(food: TransitionFood): string {
  const name = transitionFoodName(food);
  const { kcalPerCup, gramsPerCup } = food.cup;
  const { catalogueFood } = food;
  if (!catalogueFood) {
    return `${name}: about ${wholeNumber(kcalPerCup)} kcal in a cup of ${wholeNumber(gramsPerCup)} g, typical of this type of food in our catalogue; your food's label gives its own figure.`;
  }
  const { energy, estimated } = catalogueFood.label;
  const source = food.cup.cupWeightIsTypical
    ? `${wholeNumber(energy.kcalPerKg)} kcal/kg, about ${wholeNumber(kcalPerCup)} kcal in a typical ${wholeNumber(gramsPerCup)} g cup (its label counts in ${servingUnitPlurals[energy.servingUnit]}, so weighing is more exact)`
    : `${wholeNumber(kcalPerCup)} kcal in a cup of ${wholeNumber(gramsPerCup)} g`;
  const estimate = estimated.includes('energy') ? ' Its calories are our estimate: check the label.' : '';
  return `${name}: ${source}.${estimate}`;
}
