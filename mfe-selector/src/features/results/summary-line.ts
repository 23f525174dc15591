import { type DogFood, foodTypeLabel } from '@gentlebowl/contracts';

/** A card's summary stays one short line: the engine's most important reasons only. */
export const SUMMARY_REASONS = 3;

/** "Suited to gas" -> "suited to gas", but "DHA for ..." keeps its capitals. */
function inSentence(reason: string): string {
  const [first = '', second = ''] = reason;
  return second === second.toLowerCase() ? `${first.toLowerCase()}${reason.slice(1)}` : reason;
}

function withoutFinalStop(reason: string): string {
  return reason.trim().replace(/[.;]+$/, '');
}

/**
 * The generated one-line summary of a result card, built from the engine's match reasons (most
 * important first): "Suited to diarrhea and gas; no chicken on the label; within your budget (…)."
 * A food without reasons is summed up by its type and brand.
 */
export function summaryLine(food: Pick<DogFood, 'matchReasons' | 'foodType' | 'brand'>): string {
  const reasons = (food.matchReasons ?? []).map(withoutFinalStop).filter((reason) => reason !== '');
  const [lead, ...rest] = reasons.slice(0, SUMMARY_REASONS);
  if (lead === undefined) {
    return `${foodTypeLabel(food.foodType)} from ${food.brand}.`;
  }
  return `${[lead, ...rest.map(inSentence)].join('; ')}.`;
}
