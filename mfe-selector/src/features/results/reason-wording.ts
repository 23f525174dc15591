import { ageGroupOptions, allergyOptions, approximateUsd, type Budget, budgetOptions, type DogFood, dogSizeOptions, foodTypeLabel, labelOf, type MatchReason, type Option, overBudgetUsd, type PreferredIngredient, preferredIngredientOptions, symptomOptions, wizardFoodTypeOptions } from '@gentlebowl/contracts';

/**
 * The one place the engine's reasons become words (issue 14): the engine decides and returns typed
 * reasons keyed by the contracts' vocabularies; this module words them for the result card's
 * one-line summary and for the card's detailed list. Vocabulary values are always shown with the
 * contracts' own labels, so a value added to a vocabulary reads as its label here, and a new kind
 * of reason does not compile until it is worded below.
 */

/** A card's summary stays one short line: the engine's most important reasons only. */
export const SUMMARY_REASONS = 3;

/** Lists longer than this are summed up by count in the summary; the detailed list names them all. */
const LISTED_IN_SUMMARY = 3;

/** The wording of one reason: `short` for the summary line, `full` for the detailed list. */
interface ReasonWords {
  short: string;
  full: string;
}

/** "a", "a and b", "a, b and c". */
function joinedWith(conjunction: 'and' | 'or', items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Vocabulary values as they read inside a sentence: the contracts' labels, lower-cased. */
function inSentence(options: readonly Option[], values: readonly string[]): string[] {
  return values.map((value) => labelOf(options, value).toLowerCase());
}

function same(words: string): ReasonWords {
  return { short: words, full: words };
}

/** The symptoms are never in the summary: the card names them on a line of their own (`madeForLine`). */
function symptomWords(reason: Extract<MatchReason, { kind: 'symptoms' }>): ReasonWords {
  return same(`Suited to ${joinedWith('and', inSentence(symptomOptions, reason.covered))}`);
}

// "On the label" because the engine only knows what the maker declares.
function allergenWords(reason: Extract<MatchReason, { kind: 'allergens-absent' }>): ReasonWords {
  const full = `No ${joinedWith('or', inSentence(allergyOptions, reason.allergies))} on the label`;
  if (reason.allergies.length <= LISTED_IN_SUMMARY) return same(full);
  return { short: `None of your ${reason.allergies.length} allergens on the label`, full };
}

/** The owner's budget inside a sentence: "your under $50 budget". Pages render it through
 * `keepRangesTogether`, so a line never ends inside the band ("$50 -" above "$100"). */
export function yourBudget(budget: Budget): string {
  return `your ${labelOf(budgetOptions, budget).toLowerCase()} budget`;
}

/**
 * The food's monthly cost for this dog against the owner's band: "About $48 a month, within your
 * $50 - $100 budget"; a food that costs more says by how much: "About $53 a month, $3.10 over your
 * under $50 budget".
 */
function budgetWords(reason: Extract<MatchReason, { kind: 'budget' }>): ReasonWords {
  const cost = `About ${approximateUsd(reason.monthlyCostUsd)} a month`;
  const over = overBudgetUsd(reason.monthlyCostUsd, reason.budget);
  if (over > 0) return same(`${cost}, ${approximateUsd(over)} over ${yourBudget(reason.budget)}`);
  return same(`${cost}, ${reason.fit === 'below' ? 'below' : 'within'} ${yourBudget(reason.budget)}`);
}

function vetAndClinicalWords(reason: Extract<MatchReason, { kind: 'vet-and-clinical' }>): ReasonWords | null {
  if (reason.vetRecommended && reason.clinicallyProven) return same('Vet recommended and clinically proven');
  if (reason.vetRecommended) return same('Vet recommended');
  return reason.clinicallyProven ? same('Clinically proven') : null;
}

/** Grain-free describes the recipe rather than something it is made with. */
const GRAIN_FREE: PreferredIngredient = 'grainfree';

function ingredientWords(reason: Extract<MatchReason, { kind: 'ingredients' }>): ReasonWords | null {
  const named = reason.ingredients.filter((ingredient) => ingredient !== GRAIN_FREE);
  const grainFree = named.length < reason.ingredients.length;
  const grainFreeLabel = labelOf(preferredIngredientOptions, GRAIN_FREE).toLowerCase();
  if (named.length === 0) return grainFree ? same(`A ${grainFreeLabel} recipe`) : null;
  const madeWith = `Made with ${joinedWith('and', inSentence(preferredIngredientOptions, named))}`;
  return same(grainFree ? `${madeWith}, ${grainFreeLabel}` : madeWith);
}

function wordsFor(reason: MatchReason): ReasonWords | null {
  switch (reason.kind) {
    case 'symptoms':
      return reason.covered.length > 0 ? symptomWords(reason) : null;
    case 'allergens-absent':
      return reason.allergies.length > 0 ? allergenWords(reason) : null;
    case 'budget':
      return budgetWords(reason);
    case 'food-type-grouped':
      return same(
        `${foodTypeLabel(reason.foodType)}, shown because you chose ${labelOf(wizardFoodTypeOptions, reason.countedAs)}`,
      );
    case 'food-type-chosen':
      return same(`${foodTypeLabel(reason.foodType)}, as you chose`);
    case 'vet-and-clinical':
      return vetAndClinicalWords(reason);
    case 'ingredients':
      return ingredientWords(reason);
    case 'life-stage':
      return same(
        `Suits dogs like yours: ${labelOf(ageGroupOptions, reason.ageGroup)}, ${labelOf(dogSizeOptions, reason.size)}`,
      );
    case 'vet-diagnosed':
      return same('A prescription diet, shown because a vet has diagnosed a condition or prescribed a diet');
    default:
      return unworded(reason);
  }
}

/** A reason kind without a case above is a compile error here. */
function unworded(reason: never): never {
  throw new TypeError(`A match reason without wording: ${JSON.stringify(reason)}`);
}

function worded(reasons: readonly MatchReason[]): ReasonWords[] {
  return reasons.map(wordsFor).filter((words): words is ReasonWords => words !== null);
}

/**
 * The result card's generated one-line summary: the engine's first reasons (most important first)
 * as short sentences, "No chicken on the label. About $40 a month, within your under $50 budget.",
 * leaving out the symptoms, which the card names on a line of their own (`madeForLine`). A food
 * without other reasons is summed up by its type and brand.
 */
export function reasonSummary(food: Pick<DogFood, 'foodType' | 'brand'> & { reasons: readonly MatchReason[] }): string {
  const sentences = worded(food.reasons.filter((reason) => reason.kind !== 'symptoms'))
    .slice(0, SUMMARY_REASONS)
    .map((words) => `${words.short}.`);
  return sentences.length > 0 ? sentences.join(' ') : `${foodTypeLabel(food.foodType)} from ${food.brand}.`;
}

/** "Made for Biscuit's diarrhea and gas": the owner's symptoms a listed food is made for, every one. */
export function madeForLine(madeFor: readonly string[], dogName: string): string {
  return `Made for ${dogName}'s ${joinedWith('and', inSentence(symptomOptions, madeFor))}`;
}

/** Every reason in full, most important first, for the card's details. */
export function reasonDetails(reasons: readonly MatchReason[]): string[] {
  return worded(reasons).map((words) => words.full);
}
