import type {
  AgeGroup,
  Allergy,
  Budget,
  DogInfo,
  DogSize,
  FedDog,
  FeedingFacts,
  FeedingPlan,
  FoodPreferences,
  FoodType,
  MatchReason,
  PackagePrices,
  PreferredIngredient,
  RedFlag,
  SuitableFor,
  Symptom,
  SymptomsAnswer,
} from '@gentlebowl/contracts';

// The recommendation engine's vocabulary: what it reads of a food and of the owner's answers, the
// forms it compares them in (the owner's profile, a food's traits), and what it answers. Its parts
// (hard rules, scoring, reasons, ranking) and the candidate index import their types from here, so
// no module imports another's for a type and none imports the entry point (recommend-foods.ts).

/** What the engine reads of a food: the API's records carry all of it. */
export interface EngineFood extends FeedingFacts {
  id: number;
  /** A catalogue food type (the API's records carry it as text). */
  foodType: string;
  /** True only where a named reviewer stands behind it. */
  isVetRecommended: boolean;
  isClinicallyProven: boolean;
  requiresPrescription: boolean;
  suitableFor: SuitableFor;
  allergens: readonly Allergy[];
  matchTags: readonly PreferredIngredient[];
}

/** The answers the engine reads: the validated request, or any part of it that holds these. */
export interface EngineRequest {
  dogInfo: Pick<DogInfo, 'age' | 'size' | 'weightLbs' | 'adultWeightLbs' | 'underSixMonths'>;
  symptoms: Pick<SymptomsAnswer, 'symptoms' | 'frequency' | 'duration' | 'warningSigns' | 'vetDiagnosed'>;
  foodPreferences: Pick<FoodPreferences, 'foodTypes' | 'budget' | 'ingredients' | 'allergies'>;
}

export interface RankedFood<F extends EngineFood> {
  food: F;
  score: number;
  /** Why it was picked, most important first. */
  reasons: MatchReason[];
  /** The owner's symptoms the food is made for, in the owner's order. */
  madeFor: Symptom[];
  /** Daily portion and monthly cost for the dog in the request; null while the dog's calories are unknown. */
  feeding: FeedingPlan | null;
  /** Dollars a month its cost for this dog goes past the owner's budget; 0 when it fits or is unknown. */
  overBudgetUsd: number;
}

export interface EngineAnswer<F extends EngineFood> {
  /** The dog the portions and costs are for. */
  dog: FedDog;
  /**
   * At most `limit` foods made for at least one of the owner's symptoms: those whose cost fits the
   * budget, best first; then those without a current price (or while the dog's calories are unknown),
   * best first; then the ones that cost more, closest to the budget first. Prescription diets only
   * when a vet has diagnosed or prescribed.
   */
  recommendations: RankedFood<F>[];
  /** Prescription diets made for the owner's symptoms that pass the hard rules, when no vet is involved yet. */
  askYourVet: RankedFood<F>[];
  /** When `recommendations` is empty: foods that pass every hard rule but are made for none of the
   * owner's symptoms, listed apart (empty otherwise). */
  notMadeForTheseSymptoms: RankedFood<F>[];
  /** Why the dog should see a vet first; empty for mild answers. */
  redFlags: RedFlag[];
}

/**
 * The owner's answers, reduced to what the engine compares, in the contracts' vocabularies. Lists are
 * de-duplicated once here so a repeated checkbox never counts twice, and keep the owner's order
 * (reasons follow it).
 */
export interface OwnerProfile {
  ageGroup: AgeGroup;
  size: DogSize;
  symptoms: readonly Symptom[];
  foodTypes: ReadonlySet<FoodType>;
  /** The catalogue food types the owner's choices show (freeze-dried and dehydrated under raw). */
  shownFoodTypes: readonly FoodType[];
  budget: Budget;
  /** The budget's position among the bands, cheapest first. */
  budgetBand: number;
  preferredIngredients: readonly PreferredIngredient[];
  allergies: readonly Allergy[];
  /** Prescription diets rank with the others only when a vet has diagnosed or prescribed. */
  vetDiagnosed: boolean;
  /** The dog portions and costs are worked out for. */
  dog: FedDog;
  /** The same answers as bit masks over the vocabularies (`food-traits.ts`), for the hard rules and
   * the counts of hundreds of foods. */
  bits: {
    age: number;
    size: number;
    /** The catalogue food types the owner's choices show: their own and the broader choice's. */
    shownFoodTypes: number;
    symptoms: number;
    preferredIngredients: number;
    allergies: number;
  };
}

/** What the engine compares of a food, as bit masks over the contracts' vocabularies
 * (`food-traits.ts` works them out once per food record). */
export interface FoodTraits {
  /** The food's type as the vocabulary knows it; null for a record that bypassed the import. */
  foodType: FoodType | null;
  /** Its bit among the food types; 0 (matching no owner) for a type outside the vocabulary. */
  foodTypeBit: number;
  ages: number;
  sizes: number;
  symptoms: number;
  tags: number;
  /** Every allergy the food contains (`containedAllergies`: its allergens and its ingredient tags). */
  allergens: number;
  /** What its monthly cost for a dog is worked out from (contracts' `monthlyCostFor`). */
  prices: PackagePrices;
  /** The food's flags, copied beside its masks: the ranking then reads nothing of the food record. */
  isVetRecommended: boolean;
  isClinicallyProven: boolean;
  requiresPrescription: boolean;
}

/** A food with its traits, as the engine ranks it: the index keeps these, so a request looks nothing up. */
export interface EngineCandidate<F extends EngineFood> {
  food: F;
  traits: FoodTraits;
}

/** Where the foods to rank come from when not a plain list: narrowed to the owner's, with their
 * traits worked out beforehand (RecommendationCandidates), in lists the engine reads one after
 * another (no food in two of them). */
export interface CandidateSource<F extends EngineFood> {
  for(profile: OwnerProfile): readonly (readonly EngineCandidate<F>[])[];
}
