import type {
  Allergy,
  DogInfo,
  FedDog,
  FeedingFacts,
  FeedingPlan,
  FoodPreferences,
  MatchReason,
  PreferredIngredient,
  RedFlag,
  SuitableFor,
  Symptom,
  SymptomsAnswer,
} from '@gentlebowl/contracts';

// The recommendation engine's vocabulary: what it reads of a food and of the owner's answers, and
// what it answers. Its parts (hard rules, scoring, reasons, ranking) import from here, never from
// each other's entry points.

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
