import type { EngineRequest } from './recommend-foods.js';

/**
 * The owner's answers, reduced to what the engine compares. Values are trimmed, lower-cased and
 * de-duplicated once here, so a stray capital or a repeated checkbox can neither let an allergen
 * slip through nor count one symptom twice. Lists keep the owner's order (reasons follow it).
 */
export interface OwnerProfile {
  ageGroup: string;
  size: string;
  symptoms: readonly string[];
  foodTypes: ReadonlySet<string>;
  budget: string;
  preferredIngredients: readonly string[];
  allergies: readonly string[];
}

export function normalizeValue(value: string): string {
  return value.trim().toLowerCase();
}

export function normalizeList(values: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  for (const value of values ?? []) {
    const normalized = normalizeValue(value);
    if (normalized !== '') seen.add(normalized);
  }
  return [...seen];
}

export function toOwnerProfile(request: EngineRequest): OwnerProfile {
  return {
    ageGroup: normalizeValue(request.dogInfo.age),
    size: normalizeValue(request.dogInfo.size),
    symptoms: normalizeList(request.symptoms.symptoms),
    foodTypes: new Set(normalizeList(request.foodPreferences.foodTypes)),
    budget: normalizeValue(request.foodPreferences.budget),
    preferredIngredients: normalizeList(request.foodPreferences.ingredients),
    allergies: normalizeList(request.foodPreferences.allergies),
  };
}
