import type { FoodEnergy, FoodPackage } from './feeding.js';
import { valuesOf } from './options.js';

// A food's facts are of two kinds, kept apart because they age differently (DOMAIN.md, "Provenance"):
// what the maker's label states, read from a named page on a known day, and what a retailer asks for
// a package, seen on a known day (prices change weekly). Each says where it comes from and when.

/** The life stage an AAFCO nutritional adequacy statement names. */
export const aafcoLifeStageOptions = [
  { value: 'adult-maintenance', label: 'Adult maintenance' },
  { value: 'growth', label: 'Growth' },
  { value: 'all-life-stages', label: 'All life stages, including the growth of large-size dogs' },
  { value: 'all-life-stages-except-large-growth', label: 'All life stages, except the growth of large-size dogs (70 lb or more as adults)' },
] as const;
export const aafcoLifeStageValues = /* @__PURE__ */ valuesOf(aafcoLifeStageOptions);
export type AafcoLifeStage = (typeof aafcoLifeStageValues)[number];

/** The label's guaranteed analysis: minimums for protein and fat, maximums for fiber and moisture (percent). */
export interface GuaranteedAnalysis {
  crudeProteinMinPct: number;
  crudeFatMinPct: number;
  crudeFiberMaxPct: number;
  moistureMaxPct: number;
}

/** A label figure that was worked out rather than read off the label (the page says so beside it). */
export const estimatedLabelFigureValues = ['energy', 'serving'] as const;
export type EstimatedLabelFigure = (typeof estimatedLabelFigureValues)[number];

/** Where the label facts were read, and on what day. */
export interface LabelSource {
  /** The maker's page for the recipe, or a retailer's copy of the label (never a blog). */
  url: string;
  /** YYYY-MM-DD. */
  recordedOn: string;
}

/**
 * What the maker's label states: calories, guaranteed analysis, the AAFCO statement and its life
 * stage (the ingredient list is the food's `ingredients`, from the same label). Facts the catalogue
 * does not have are null and not shown.
 */
export interface LabelFacts {
  energy: FoodEnergy;
  guaranteedAnalysis: GuaranteedAnalysis | null;
  /** The nutritional adequacy statement, word for word. */
  aafcoStatement: string | null;
  aafcoLifeStage: AafcoLifeStage | null;
  /** Null when no label page was read: every figure is then an estimate or sample data. */
  source: LabelSource | null;
  /** Figures worked out rather than read (calories from a sibling recipe, say). */
  estimated: EstimatedLabelFigure[];
  /** Why, in one sentence an owner can read; null when nothing is estimated. */
  estimateNote: string | null;
}

/** A retailer's stock status, as product feeds spell it. */
export const availabilityOptions = [
  { value: 'in_stock', label: 'In stock', schemaOrg: 'https://schema.org/InStock' },
  { value: 'out_of_stock', label: 'Out of stock', schemaOrg: 'https://schema.org/OutOfStock' },
  { value: 'preorder', label: 'Preorder', schemaOrg: 'https://schema.org/PreOrder' },
  { value: 'backorder', label: 'Backorder', schemaOrg: 'https://schema.org/BackOrder' },
] as const;
export const availabilityValues = /* @__PURE__ */ valuesOf(availabilityOptions);
export type Availability = (typeof availabilityValues)[number];

/** Days a price seen at a retailer counts as current unless the operator sets PRICE_MAX_AGE_DAYS. */
export const DEFAULT_PRICE_MAX_AGE_DAYS = 30;

/**
 * observed: seen at the retailer (its page or its product feed) on `seenOn`; it counts as current for
 * a set number of days (PRICE_MAX_AGE_DAYS, `DEFAULT_PRICE_MAX_AGE_DAYS` unless set), then as out of date.
 * estimate: the editors' estimate of a typical shelf price for the package, made on `seenOn`; always
 * shown as an estimate, never as a retailer's price.
 */
export const offerBasisValues = ['observed', 'estimate'] as const;
export type OfferBasis = (typeof offerBasisValues)[number];

/**
 * One retailer's price for one package of a food, as last seen: the newest observation of that
 * retailer and package (the history is kept in the database).
 */
export interface RetailOffer {
  retailer: string;
  /** The retailer's own id for the product (ASIN, item number); null when unknown. */
  retailerProductId: string | null;
  /** The retailer's page for this product and package; null: the buy link is a search at the retailer. */
  productUrl: string | null;
  /** The affiliate network's address for that page, when the feed gave one (preferred over a built one). */
  affiliateUrl: string | null;
  package: FoodPackage;
  /** What a shopper pays for the package, in US dollars (the sale price while there is a sale). */
  priceUsd: number;
  /** The price before the sale; null when there is no sale. */
  regularPriceUsd: number | null;
  /** The sale's last day (YYYY-MM-DD) when the retailer states one. */
  saleEndsOn: string | null;
  /** Null when the observation says nothing about stock (the site then claims nothing). */
  availability: Availability | null;
  basis: OfferBasis;
  /** YYYY-MM-DD: the day the price was seen (observed) or estimated. */
  seenOn: string;
  /** An observed price's last current day (YYYY-MM-DD); null for an estimate, which does not age. */
  currentUntil: string | null;
  /** False once an observed price is older than the catalogue's limit: it is shown as out of date and
   * no cost is worked out from it. */
  current: boolean;
}

/** A retailer's star rating of the food, as seen on a day. */
export interface RetailerRating {
  /** Tenths of a star, 0-50, as the retailer showed it (4.6 stars is 46). */
  rating: number;
  reviewCount: number;
  retailer: string;
  /** The page the rating was read on, when known. */
  productUrl: string | null;
  /** YYYY-MM-DD. */
  seenOn: string;
}

/** A named reviewer who stands behind a food's badges, with a credential and a date. */
export interface FoodReview {
  reviewer: string;
  /** "DVM", "DVM, DACVN (veterinary nutritionist)". */
  credential: string;
  /** YYYY-MM-DD. */
  reviewedOn: string;
}
