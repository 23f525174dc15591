import type { ShopSearch } from './buying.js';
import type { AgeGroup, DogSize } from './dog-profile.js';
import type { FedDog, FeedingFacts, FeedingPlan } from './feeding.js';
import type { FoodReview, LabelFacts, RetailerRating, RetailOffer } from './food-facts.js';
import type { Allergy, PreferredIngredient } from './food-preferences.js';
import type { MatchReason } from './match-reasons.js';
import type { Symptom } from './symptoms.js';
import type { RedFlag } from './vet-first.js';

/** The `badges` value that marks the top pick of a recommendation list (shown as 'Top Pick'). */
export const BEST_MATCH_BADGE = 'Best Match';

/** Who a food suits. Catalogue data may only use the shared vocabulary. */
export interface SuitableFor {
  age: AgeGroup[];
  size: DogSize[];
  symptoms: Symptom[];
}

/**
 * A dog food as GET /api/dog-foods and POST /api/recommendations return it. Its facts say where they
 * come from and when: `label` (the maker's label), `offers` (retailers' prices, each seen on a day) and
 * `retailerRating`. The spec's price, rating and badge fields are kept for clients that read them; they
 * are worked out from those facts and are empty where the facts are missing.
 */
export interface DogFood {
  id: number;
  /** Stable key of the catalogue record. */
  slug: string;
  name: string;
  brand: string;
  description: string;
  imageUrl: string;
  /** A catalogue food type; show it with `foodTypeLabel`. */
  foodType: string;
  /** `retailerRating`'s rating in tenths of a star, 0-50 (shown as rating / 10 out of 5); null without one. */
  rating: number | null;
  /** `retailerRating`'s review count; null without one. */
  reviewCount: number | null;
  /** The newest star rating a retailer showed for the food, with the retailer and the day. */
  retailerRating: RetailerRating | null;
  /** BEST_MATCH_BADGE marks the top pick of a recommendation list; empty otherwise. */
  badges: string;
  /** The badges below are true only where `review` names who stands behind them. */
  isVetRecommended: boolean;
  isAllNatural: boolean;
  isClinicallyProven: boolean;
  /** The named reviewer, credential and date behind the badges; null: no badge is shown. */
  review: FoodReview | null;
  /** The retailer's page for the headline offer, or a search at its retailer (`whereToBuyIsSearch`). */
  whereToBuyUrl: string | null;
  /** True when `whereToBuyUrl` is a search page, not the product's own page. */
  whereToBuyIsSearch: boolean;
  /** Where to look for the food when no offer links to its page: a search at a retailer, or the maker's shop. */
  shopSearch: ShopSearch | null;
  detailsUrl: string | null;
  suitableFor: SuitableFor;
  affiliateUrl: string | null;
  /** The headline offer's retailer: the package a 35 lb adult dog would buy (`packageFor`). */
  retailer: string | null;
  /** The headline offer's price before any sale ("$79.99"); null without a current price. */
  price: string | null;
  /** The headline offer's sale, in whole percent off `price`; 0 without one. */
  discountPercentage: number;
  /** The headline offer is on sale. */
  isPromotion: boolean;
  /** The sale's last day (YYYY-MM-DD) as the retailer states it; null when it states none. */
  promotionEndsOn: string | null;
  /** The label's ingredients, in label order (the label's source is `label.source`). */
  ingredients: string[];
  /** Members of the allergy vocabulary present anywhere in the food. */
  allergens: Allergy[];
  /** Members of the preferred-ingredient vocabulary that describe the food. */
  matchTags: PreferredIngredient[];
  /** A prescription diet: sold only with a vet's authorization. */
  requiresPrescription: boolean;
  /** What the maker's label states, with its source and date. */
  label: LabelFacts;
  /** The newest price of each retailer and package, smallest package first. */
  offers: RetailOffer[];
  /** What a price for this food buys, when that needs saying (a pre-mix without the meat). */
  costNote: string | null;
  /** The record comes from the sample catalogue bundled with the site: its figures illustrate, they
   * were not checked against the bag or a retailer. */
  sampleData: boolean;
  keyBenefits: string[];
  /** When the catalogue record last changed (ISO 8601); the site map's last-modified date. */
  updatedAt: string;
}

/**
 * A food as a list of foods shows it (GET /api/dog-foods/catalogue: the /dog-foods cards and a
 * product page's related foods): its name, type, rating and photo, and what its monthly cost is
 * worked out from. The product page asks for the whole record (GET /api/dog-foods/:id).
 */
export interface DogFoodSummary
  extends Pick<DogFood, 'id' | 'brand' | 'name' | 'imageUrl' | 'foodType' | 'retailerRating' | 'requiresPrescription' | 'sampleData'>,
    FeedingFacts {}

/** One page of GET /api/dog-foods/catalogue: the foods of that page and where it stands in the list. */
export interface DogFoodCataloguePage {
  foods: DogFoodSummary[];
  /** Foods that pass the filters, on every page. */
  total: number;
  /** 1-based. */
  page: number;
  /** At most this many foods are on a page (CATALOGUE_PAGE_SIZE unless the request asked for fewer or more). */
  pageSize: number;
  /** At least 1: an empty list is one empty page. */
  pageCount: number;
}

/** A food in a recommendation answer: its reasons, score and what it means for this dog. */
export interface RecommendedDogFood extends DogFood {
  /** Why the engine picked it, most important first (worded by the browser). */
  reasons: MatchReason[];
  /** The owner's symptoms the food is made for, in the owner's order. */
  madeFor: Symptom[];
  /** The engine's score; higher is a better fit. Only meaningful within one answer. */
  score: number;
  /** Daily portion and monthly cost for the dog in the request; null while the dog's calories are
   * unknown (a puppy without its weights: `dog.missing`). */
  feeding: FeedingPlan | null;
  /** Dollars a month that cost goes past the owner's budget, to the cent; 0 when it fits or is unknown. */
  overBudgetUsd: number;
}

export const blogCategoryValues = ['Nutrition', 'Health', 'Recipes', 'Education'] as const;
export type BlogCategory = (typeof blogCategoryValues)[number];

/** A blog post as GET /api/blog-posts/:slug returns it. `content` is sanitized HTML. */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: BlogCategory;
  tags: string[];
  /** Minutes. */
  readTime: number;
  /** ISO date, YYYY-MM-DD. */
  publishedAt: string;
  metaDescription: string;
  metaKeywords: string;
}

/** A blog post in the GET /api/blog-posts list (newest first): everything but the body. */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

export interface RecommendationResponse {
  /** Id of the stored request row; null when the request was not stored (`?record=false`: results
   * opened from a link, not a submitted wizard). */
  requestId: number | null;
  /**
   * Up to 6 foods made for at least one of the owner's symptoms: those within the owner's budget (or
   * without a current price) first, best first, then those over it, closest first. The first has
   * `badges: 'Best Match'` when its cost is known and fits the budget. Empty when nothing fits the
   * hard rules. Prescription diets are here only when the owner said a vet diagnosed a condition or
   * prescribed a diet.
   */
  recommendations: RecommendedDogFood[];
  /** Prescription diets that fit, best first, when the owner did not say a vet is involved: "Ask your vet about". */
  askYourVet: RecommendedDogFood[];
  /** Only when `recommendations` is empty: up to 3 foods that pass every hard rule but are made for none
   * of the owner's symptoms, listed apart. */
  notMadeForTheseSymptoms: RecommendedDogFood[];
  /** Why the dog should see a vet first, in the order of `redFlagValues`; empty for mild answers. */
  redFlags: RedFlag[];
  /** The dog the portions and costs are for. */
  dog: FedDog;
}

export interface NewsletterResponse {
  message: string;
}

export interface ContactResponse {
  message: string;
}

/** Every error the service answers, whatever the status. */
export interface ErrorResponse {
  statusCode: number;
  error: string;
  message: string;
  /** For validation errors: each problem with the path of the offending field. */
  issues?: { path: string; message: string }[];
}
