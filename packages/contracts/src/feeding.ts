import type { EstimatedLabelFigure, RetailOffer } from './food-facts.js';
import { valuesOf } from './options.js';

/** What a food's label counts its portions in. Grams are always given as well. */
export const servingUnitOptions = [
  { value: 'cup', label: 'cup' },
  { value: 'can', label: 'can' },
  { value: 'tray', label: 'tray' },
  { value: 'pouch', label: 'pouch' },
  { value: 'patty', label: 'patty' },
] as const;
export const servingUnitValues = /* @__PURE__ */ valuesOf(servingUnitOptions);
export type ServingUnit = (typeof servingUnitValues)[number];

/** The plural of each serving unit, for "2 pouches", "1.5 patties". */
export const servingUnitPlurals: Readonly<Record<ServingUnit, string>> = {
  cup: 'cups',
  can: 'cans',
  tray: 'trays',
  pouch: 'pouches',
  patty: 'patties',
};

/** Metabolizable energy as the label states it. */
export interface FoodEnergy {
  kcalPerKg: number;
  /** Calories in one serving unit (an 8 oz cup, one can, one tray...). */
  kcalPerServing: number;
  servingUnit: ServingUnit;
}

/** A package a food is sold in. */
export interface FoodPackage {
  /** As a shopper reads it: "24 lb bag", "12 x 13 oz cans". */
  label: string;
  /** Net weight of the whole package in grams. */
  grams: number;
}

/** What a feeding plan (portions and monthly cost) is worked out from: the label's energy and the
 * food's retail offers. A catalogue summary carries exactly these. */
export interface FeedingFacts {
  label: { energy: FoodEnergy; estimated: readonly EstimatedLabelFigure[] };
  offers: readonly RetailOffer[];
}

/**
 * What a month of a food costs one dog, and the package it is worked out from: the largest package
 * with a current price that the dog finishes within about six weeks (an opened bag goes stale), or,
 * when even the smallest lasts longer, the smallest, said so.
 */
export interface FeedingCost {
  /** US dollars per month (30.4 days), to cents, at the offer's price. */
  monthlyCostUsd: number;
  /** The retailer's price for the package the cost is worked out from. */
  offer: RetailOffer;
  /** Whole days one package lasts this dog. */
  packageLastsDays: number;
  /** The package lasts past about six weeks: it is the smallest the catalogue has a current price for. */
  outlastsFreshness: boolean;
  /** True when the price or the calories behind the cost are estimates. */
  isEstimate: boolean;
}

/**
 * What one food means for one dog: how much to put in the bowl each day and what it costs a month.
 * Computed by `feedingPlanFor` from the dog's daily calories and the food's label and offers.
 */
export interface FeedingPlan {
  dailyKcal: number;
  /** Grams per day, whole number. */
  dailyGrams: number;
  /** Serving units per day, unrounded to what anyone measures: show it with `measuredPortionText`. */
  servingsPerDay: number;
  servingUnit: ServingUnit;
  /** Null when no package of the food has a current price: no cost is worked out. */
  cost: FeedingCost | null;
}

/** How the dog's daily calories were worked out. */
export const energyMethodValues = ['adult', 'puppy-growth'] as const;
export type EnergyMethod = (typeof energyMethodValues)[number];

/** What the owner still has to tell for a portion to be worked out (a puppy's weights). */
export const missingDogWeightValues = ['weight', 'adult-weight'] as const;
export type MissingDogWeight = (typeof missingDogWeightValues)[number];

/** The dog the portions are worked out for, as a recommendation answer states it. */
export interface FedDog {
  /** Null when a puppy's weight is missing: no portion is worked out from a guess. */
  weightLbs: number | null;
  /** True when the owner gave no weight for an adult dog and the size group's middle was used. */
  weightFromSizeGroup: boolean;
  /** A puppy's expected adult weight, when given. */
  adultWeightLbs: number | null;
  /** Daily energy requirement, whole kcal; null when `missing` is not empty. */
  dailyKcal: number | null;
  /** adult: the site's calorie formula (spec); puppy-growth: NRC 2006's growth formula. */
  method: EnergyMethod;
  /** What the owner has to add before portions and costs can be worked out; empty when none. */
  missing: MissingDogWeight[];
}
