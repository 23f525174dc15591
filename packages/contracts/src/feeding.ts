import { valuesOf } from './options.js';

/** What a food's label counts its portions in. Grams are always given as well. */
export const servingUnitOptions = [
  { value: 'cup', label: 'cup' },
  { value: 'can', label: 'can' },
  { value: 'tray', label: 'tray' },
  { value: 'pouch', label: 'pouch' },
  { value: 'patty', label: 'patty' },
] as const;
export const servingUnitValues = valuesOf(servingUnitOptions);
export type ServingUnit = (typeof servingUnitValues)[number];

/** The plural of each serving unit, for "2 pouches", "1.5 patties". */
export const servingUnitPlurals: Readonly<Record<ServingUnit, string>> = {
  cup: 'cups',
  can: 'cans',
  tray: 'trays',
  pouch: 'pouches',
  patty: 'patties',
};

/** A catalogue figure that is not published by the maker or retailer as given, but worked out. */
export const estimatedFigureValues = ['energy', 'serving', 'package', 'price'] as const;
export type EstimatedFigure = (typeof estimatedFigureValues)[number];

/** Metabolizable energy as the label states it. */
export interface FoodEnergy {
  kcalPerKg: number;
  /** Calories in one serving unit (an 8 oz cup, one can, one tray...). */
  kcalPerServing: number;
  servingUnit: ServingUnit;
}

/** The package the catalogue price is for. */
export interface FoodPackage {
  /** As a shopper reads it: "24 lb bag", "12 x 13 oz cans". */
  label: string;
  /** Net weight of the whole package in grams. */
  grams: number;
  /** Price of the whole package in US dollars (before any discount the catalogue lists). */
  priceUsd: number;
}

/** The figures a feeding plan (portions and monthly cost) is worked out from: what `feedingPlanFor`
 * reads of a food's figures, and all of them that a catalogue summary carries. */
export type FeedingFigures = Pick<FoodFigures, 'energy' | 'package' | 'estimated'>;

/** Where a food's figures come from, and which of them are estimates. */
export interface FoodFigures {
  energy: FoodEnergy;
  package: FoodPackage;
  /** Maker or retailer pages the figures were read from. */
  sources: string[];
  /** Figures that were worked out rather than read; the site says so beside them. */
  estimated: EstimatedFigure[];
  /** Why an estimated figure is estimated, in one sentence an owner can read. */
  estimateNote: string | null;
}

/**
 * What one food means for one dog: how much to put in the bowl each day and what it costs a month
 * (30.4 days). Computed by `feedingPlanFor` from the dog's daily calories and the food's figures.
 */
export interface FeedingPlan {
  dailyKcal: number;
  /** Grams per day, whole number. */
  dailyGrams: number;
  /** Serving units per day, to 2 decimals (cups, cans, trays...). */
  servingsPerDay: number;
  servingUnit: ServingUnit;
  /** US dollars per month, to cents. */
  monthlyCostUsd: number;
  /** True when any figure behind the cost is an estimate. */
  costIsEstimate: boolean;
}

/** The dog the portions are worked out for, as a recommendation answer states it. */
export interface FedDog {
  weightLbs: number;
  /** True when the owner gave no weight and the size group's midpoint was used. */
  weightFromSizeGroup: boolean;
  /** Daily energy requirement from the site's calorie formula, whole kcal. */
  dailyKcal: number;
}
