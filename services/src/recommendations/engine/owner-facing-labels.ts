// Lower-case, in-sentence wording for vocabulary values, used only to build match reasons.
// The shared contracts package holds the title-case form labels; these are the phrasings a
// sentence such as "Suited to diarrhea and gas" needs, which no form label provides.

const SYMPTOM_PHRASES: Readonly<Record<string, string>> = {
  vomiting: 'vomiting',
  diarrhea: 'diarrhea',
  gas: 'gas',
  'sensitive-stomach': 'a sensitive stomach',
  'food-allergies': 'food allergies',
  'itchy-skin': 'itchy skin',
  'excessive-licking': 'excessive licking',
  'hair-loss': 'hair loss',
  lethargy: 'lethargy',
  'upset-stomach': 'an upset stomach',
};

const ALLERGY_PHRASES: Readonly<Record<string, string>> = {
  chicken: 'chicken',
  beef: 'beef',
  dairy: 'dairy',
  wheat: 'wheat',
  soy: 'soy',
  eggs: 'eggs',
  corn: 'corn',
};

const INGREDIENT_PHRASES: Readonly<Record<string, string>> = {
  chicken: 'chicken',
  beef: 'beef',
  fish: 'fish',
  lamb: 'lamb',
  turkey: 'turkey',
  rice: 'rice',
  potato: 'potato',
};

const AGE_GROUP_PHRASES: Readonly<Record<string, string>> = {
  puppy: 'puppies',
  'young-adult': 'young adult dogs',
  adult: 'adult dogs',
  senior: 'senior dogs',
};

const SIZE_PHRASES: Readonly<Record<string, string>> = {
  small: 'small',
  medium: 'medium',
  large: 'large',
  giant: 'giant',
};

const FOOD_TYPE_PHRASES: Readonly<Record<string, string>> = {
  dry: 'Dry food',
  wet: 'Wet food',
  raw: 'Raw diet',
  fresh: 'Fresh food',
  homemade: 'Homemade',
  'freeze-dried': 'Freeze-dried',
  dehydrated: 'Dehydrated',
};

/** A wizard food-type choice as it reads after "counted as". */
const WIZARD_CHOICE_PHRASES: Readonly<Record<string, string>> = {
  dry: 'dry food',
  wet: 'wet food',
  raw: 'a raw diet',
  fresh: 'fresh food',
  homemade: 'homemade food',
};

/** What a band costs, as it reads after "Within your budget (...)". */
const MONTHLY_BUDGET_PHRASES: Readonly<Record<string, string>> = {
  'under-50': 'under $50 a month',
  '50-100': 'about $50-100 a month',
  '100-150': 'about $100-150 a month',
  '150-200': 'about $150-200 a month',
  'over-200': 'over $200 a month',
};

/** Values outside the vocabulary read as themselves with dashes spaced out, never as a blank. */
function phraseFrom(phrases: Readonly<Record<string, string>>, value: string): string {
  return phrases[value] ?? value.replace(/-/g, ' ');
}

export const symptomPhrase = (value: string): string => phraseFrom(SYMPTOM_PHRASES, value);
export const allergyPhrase = (value: string): string => phraseFrom(ALLERGY_PHRASES, value);
export const ingredientPhrase = (value: string): string => phraseFrom(INGREDIENT_PHRASES, value);
export const ageGroupPhrase = (value: string): string => phraseFrom(AGE_GROUP_PHRASES, value);
export const sizePhrase = (value: string): string => phraseFrom(SIZE_PHRASES, value);
export const monthlyBudgetPhrase = (value: string): string => phraseFrom(MONTHLY_BUDGET_PHRASES, value);

/** The spec shows unknown food types as given, so they are not reworded. */
export const foodTypePhrase = (value: string): string => FOOD_TYPE_PHRASES[value] ?? value;

export const wizardChoicePhrase = (value: string): string => phraseFrom(WIZARD_CHOICE_PHRASES, value);

/** "a", "a and b", "a, b and c": the list style of every reason. */
export function joinWithAnd(items: readonly string[]): string {
  return joinWithConjunction(items, 'and');
}

/** "a", "a or b", "a, b or c": for negated lists such as "No chicken or beef". */
export function joinWithOr(items: readonly string[]): string {
  return joinWithConjunction(items, 'or');
}

function joinWithConjunction(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
