import { allergyOptions, approximateUsd, dailyPortionText, type DogFood, energyText, type EstimatedFigure, type FedDog, type FeedingPlan, feedingPlanFor, foodTypeLabel, labelOf, packagePriceText, preferredIngredientOptions, proteinsOf } from '@gentlebowl/contracts';
import { productFlags } from '../../shared/product-flags';

/** One food's column: the food, and what it means for the dog when the page knows one. */
export interface CompareColumn {
  food: DogFood;
  /** Null without a dog, or when the food's figures cannot give a portion. */
  plan: FeedingPlan | null;
}

/** A cell's text, and whether a figure behind it is worked out rather than published. */
export interface CompareCell {
  text: string;
  estimate?: boolean;
}

export interface CompareRow {
  label: string;
  cell: (column: CompareColumn) => CompareCell;
}

/** How many label ingredients the comparison lists: the first ones make up most of the food. */
const FIRST_INGREDIENTS = 3;

const NEEDS_A_DOG = 'Add your dog above';

const anyEstimated = (food: DogFood, figures: readonly EstimatedFigure[]) =>
  figures.some((figure) => food.figures.estimated.includes(figure));

/** The food's portion and monthly cost for the dog; null when its figures cannot give them. */
export function planFor(food: DogFood, dog: FedDog | null): FeedingPlan | null {
  if (!dog) return null;
  try {
    return feedingPlanFor(dog.dailyKcal, food.figures, food.discountPercentage);
  } catch {
    return null;
  }
}

function costCell({ plan }: CompareColumn, dog: FedDog | null): CompareCell {
  if (!dog) return { text: NEEDS_A_DOG };
  if (!plan) return { text: 'Not enough published figures to work this out' };
  return { text: `About ${approximateUsd(plan.monthlyCostUsd)} a month`, estimate: plan.costIsEstimate };
}

function portionCell({ food, plan }: CompareColumn, dog: FedDog | null): CompareCell {
  if (!dog) return { text: NEEDS_A_DOG };
  if (!plan) return { text: 'Not enough published figures to work this out' };
  return { text: `${dailyPortionText(plan)} a day`, estimate: anyEstimated(food, ['energy', 'serving']) };
}

function priceCell({ food }: CompareColumn): CompareCell {
  return { text: packagePriceText(food.figures, food.discountPercentage), estimate: anyEstimated(food, ['package', 'price']) };
}

/** The rows of the comparison, top to bottom (issue 14: type, price, cost and portion, energy,
 * proteins, allergens, badges). `dog` is the dog the plans were worked out for. */
export function compareRows(dog: FedDog | null): CompareRow[] {
  return [
    { label: 'Type', cell: ({ food }) => ({ text: foodTypeLabel(food.foodType) }) },
    { label: 'Price', cell: priceCell },
    { label: 'Monthly cost for your dog', cell: (column) => costCell(column, dog) },
    { label: 'Daily portion for your dog', cell: (column) => portionCell(column, dog) },
    {
      label: 'Energy',
      cell: ({ food }) => ({ text: energyText(food.figures), estimate: anyEstimated(food, ['energy', 'serving']) }),
    },
    {
      label: 'Main proteins',
      cell: ({ food }) => {
        const proteins = proteinsOf(food.matchTags);
        return {
          text: proteins.length > 0 ? proteins.map((tag) => labelOf(preferredIngredientOptions, tag)).join(', ') : 'None listed',
        };
      },
    },
    { label: 'First ingredients', cell: ({ food }) => ({ text: food.ingredients.slice(0, FIRST_INGREDIENTS).join(', ') }) },
    {
      label: 'Common allergens',
      cell: ({ food }) => ({
        text:
          food.allergens.length > 0
            ? food.allergens.map((allergen) => labelOf(allergyOptions, allergen)).join(', ')
            : 'None of those we track',
      }),
    },
    {
      label: 'Badges',
      cell: ({ food }) => {
        const flags = productFlags(food);
        return { text: flags.length > 0 ? flags.join(', ') : 'None' };
      },
    },
  ];
}
