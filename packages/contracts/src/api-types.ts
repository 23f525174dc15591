import type { AgeGroup, DogSize } from './dog-profile.js';
import type { FedDog, FeedingFigures, FeedingPlan, FoodFigures } from './feeding.js';
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

/** A dog food as GET /api/dog-foods and POST /api/recommendations return it. */
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
  /** The site's own editorial rating in tenths of a star, 0-50 (shown as rating / 10 out of 5). */
  rating: number;
  reviewCount: number;
  /** BEST_MATCH_BADGE marks the top pick of a recommendation list; empty otherwise. */
  badges: string;
  isVetRecommended: boolean;
  isAllNatural: boolean;
  isClinicallyProven: boolean;
  whereToBuyUrl: string | null;
  detailsUrl: string | null;
  suitableFor: SuitableFor;
  affiliateUrl: string | null;
  retailer: string | null;
  price: string | null;
  discountPercentage: number;
  isPromotion: boolean;
  /** The promotion's last day (YYYY-MM-DD) as the retailer states it; null when it states none. */
  promotionEndsOn: string | null;
  /** The first label ingredients, in label order. */
  ingredients: string[];
  /** Members of the allergy vocabulary present anywhere in the food. */
  allergens: Allergy[];
  /** Members of the preferred-ingredient vocabulary that describe the food. */
  matchTags: PreferredIngredient[];
  /** Calories per 8 oz cup (or cup equivalent), when the label states it. */
  kcalPerCup: number | null;
  /** A prescription diet: sold only with a vet's authorization. */
  requiresPrescription: boolean;
  /** Energy, package and price figures with their sources; portions and costs are computed from them. */
  figures: FoodFigures;
  keyBenefits: string[];
  /** When the catalogue record last changed (ISO 8601); the site map's last-modified date. */
  updatedAt: string;
}

/**
 * A food as a list of foods shows it (GET /api/dog-foods/catalogue: the /dog-foods cards and a
 * product page's related foods): its name, type, rating and photo, and what its monthly cost band is
 * worked out from. The product page asks for the whole record (GET /api/dog-foods/:id).
 */
export interface DogFoodSummary
  extends Pick<
    DogFood,
    'id' | 'brand' | 'name' | 'imageUrl' | 'foodType' | 'rating' | 'reviewCount' | 'requiresPrescription' | 'discountPercentage'
  > {
  figures: FeedingFigures;
}

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
  /** The engine's score; higher is a better fit. Only meaningful within one answer. */
  score: number;
  /** Daily portion and monthly cost for the dog in the request. */
  feeding: FeedingPlan;
  /** Dollars a month that cost goes past the owner's budget, to the cent; 0 when it fits. */
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
   * Up to 6 foods: those within the owner's budget first, best first, then those over it, closest
   * first. The first has `badges: 'Best Match'` when it fits the budget. Empty when nothing fits the
   * hard rules. Prescription diets are here only when the owner said a vet diagnosed a condition or
   * prescribed a diet.
   */
  recommendations: RecommendedDogFood[];
  /** Prescription diets that fit, best first, when the owner did not say a vet is involved: "Ask your vet about". */
  askYourVet: RecommendedDogFood[];
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
