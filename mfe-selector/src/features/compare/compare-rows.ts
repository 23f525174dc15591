import {
  allergyOptions,
  approximateUsd,
  costBasisText,
  type DogFood,
  energyText,
  type FedDog,
  type FeedingPlan,
  feedingPlanFor,
  foodTypeLabel,
  labelOf,
  labelSourceText,
  measuredPortionText,
  offerText,
  preferredIngredientOptions,
  proteinsOf,
  retailerRatingText,
  reviewText,
} from '@gentlebowl/contracts';
import { productFlags } from '../../shared/product-flags';
import { shownOffer } from '../../shared/shown-offer';

/** One food's column: the food, and what it means for the dog when the page knows one. */
export interface CompareColumn {
  food: DogFood;
  /** Null without a dog, or while a puppy's weights are missing. */
  plan: FeedingPlan | null;
}

/** A cell's text, whether a figure behind it is worked out rather than read, and where it comes from. */
export interface CompareCell {
  text: string;
  estimate?: boolean;
  /** Where and when the figure comes from, shown below it. */
  source?: string;
}

export interface CompareRow {
  label: string;
  cell: (column: CompareColumn) => CompareCell;
}

/** How many label ingredients the comparison lists: the first ones make up most of the food. */
const FIRST_INGREDIENTS = 3;

const NO_CURRENT_PRICE = 'No current price';

/** The food's portion and monthly cost for the dog; null without a dog or its daily calories. */
export function planFor(food: DogFood, dog: FedDog | null): FeedingPlan | null {
  return dog?.dailyKcal == null ? null : feedingPlanFor(dog.dailyKcal, food);
}

/** What a cell about the dog says while the page cannot work it out: who to tell it about. */
function dogMissingText(dog: FedDog | null): string {
  return dog ? "Add your puppy's weights above" : 'Add your dog above';
}

const energyIsEstimated = (food: DogFood) => food.label.estimated.length > 0;

function costCell({ plan }: CompareColumn, dog: FedDog | null): CompareCell {
  if (!plan) return { text: dogMissingText(dog) };
  const { cost } = plan;
  if (!cost) return { text: NO_CURRENT_PRICE };
  return { text: `About ${approximateUsd(cost.monthlyCostUsd)} a month`, estimate: cost.isEstimate, source: costBasisText(cost) };
}

function portionCell({ food, plan }: CompareColumn, dog: FedDog | null): CompareCell {
  if (!plan) return { text: dogMissingText(dog) };
  return { text: `${measuredPortionText(plan)} a day`, estimate: energyIsEstimated(food) };
}

/** The price of the package this dog would buy, or, without a dog, of the package a 35 lb adult buys. */
function priceCell({ food, plan }: CompareColumn): CompareCell {
  const offer = shownOffer(food, plan);
  // The text says when the price is an estimate or out of date.
  return { text: offer ? offerText(offer) : NO_CURRENT_PRICE };
}

/** The rows of the comparison, top to bottom (issue 14: type, price, cost and portion, energy,
 * proteins, allergens, badges; issue 42: each figure with its source). `dog` is the dog the plans
 * were worked out for. */
export function compareRows(dog: FedDog | null): CompareRow[] {
  return [
    { label: 'Type', cell: ({ food }) => ({ text: foodTypeLabel(food.foodType) }) },
    {
      label: "Retailer's rating",
      cell: ({ food }) => ({ text: food.retailerRating ? retailerRatingText(food.retailerRating) : 'Not rated by a retailer we follow' }),
    },
    { label: 'Price', cell: priceCell },
    { label: 'Monthly cost for your dog', cell: (column) => costCell(column, dog) },
    { label: 'Daily portion for your dog', cell: (column) => portionCell(column, dog) },
    {
      label: 'Energy',
      cell: ({ food }) => ({ text: energyText(food.label.energy), estimate: energyIsEstimated(food), source: labelSourceText(food.label) }),
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
        if (flags.length === 0) return { text: 'None' };
        return { text: flags.join(', '), ...(food.review ? { source: reviewText(food.review) } : {}) };
      },
    },
  ];
}
