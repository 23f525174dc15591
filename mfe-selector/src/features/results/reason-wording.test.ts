import {
  allergyOptions,
  budgetOptions,
  budgetValues,
  type MatchReason,
  preferredIngredientOptions,
  symptomOptions,
  symptomValues,
} from '@gentlebowl/contracts';
import { madeForLine, reasonDetails, reasonSummary } from './reason-wording';

const food = { foodType: 'dry', brand: 'Purina Pro Plan' };
const words = (reason: MatchReason) => reasonDetails([reason])[0];

describe('reasonSummary', () => {
  it('words the first three reasons besides the symptoms as short sentences, the budget with the monthly cost for this dog', () => {
    expect(
      reasonSummary({
        ...food,
        reasons: [
          { kind: 'symptoms', covered: ['diarrhea', 'gas'], total: 2 },
          { kind: 'allergens-absent', allergies: ['chicken'] },
          { kind: 'budget', fit: 'within', monthlyCostUsd: 47.62, budget: '50-100' },
          { kind: 'vet-and-clinical', vetRecommended: true, clinicallyProven: true },
        ],
      }),
    ).toBe('No chicken on the label. About $48 a month, within your $50 - $100 budget. Vet recommended and clinically proven.');
  });

  it('sums long lists up by count, where the details name every item', () => {
    const reasons: MatchReason[] = [
      { kind: 'symptoms', covered: ['vomiting', 'diarrhea', 'gas', 'lethargy'], total: 5 },
      { kind: 'allergens-absent', allergies: ['chicken', 'beef', 'dairy', 'wheat'] },
    ];
    expect(reasonSummary({ ...food, reasons })).toBe('None of your 4 allergens on the label.');
    expect(reasonDetails(reasons)).toEqual([
      'Suited to vomiting, diarrhea, gas and lethargy',
      'No chicken, beef, dairy or wheat on the label',
    ]);
  });

  it('falls back to the food type and brand when there is nothing to say', () => {
    expect(reasonSummary({ ...food, reasons: [] })).toBe('Dry Food from Purina Pro Plan.');
    expect(reasonSummary({ foodType: 'air-dried', brand: 'Ziwi', reasons: [] })).toBe('air-dried from Ziwi.');
    expect(
      reasonSummary({ ...food, reasons: [{ kind: 'vet-and-clinical', vetRecommended: false, clinicallyProven: false }] }),
    ).toBe('Dry Food from Purina Pro Plan.');
  });
});

describe('madeForLine', () => {
  it("names every one of the dog's symptoms the food is made for, by its label", () => {
    expect(madeForLine(['diarrhea'], 'Biscuit')).toBe("Made for Biscuit's diarrhea");
    expect(madeForLine(['vomiting', 'upset-stomach', 'gas', 'sensitive-stomach'], 'Biscuit')).toBe(
      "Made for Biscuit's vomiting, upset stomach, gas and sensitive stomach",
    );
  });
});

describe('reasonDetails', () => {
  it.each<[MatchReason, string]>([
    [{ kind: 'budget', fit: 'below', monthlyCostUsd: 38.1, budget: '50-100' }, 'About $38 a month, below your $50 - $100 budget'],
    [{ kind: 'budget', fit: 'above', monthlyCostUsd: 121, budget: 'under-50' }, 'About $121 a month, $71 over your under $50 budget'],
    [{ kind: 'budget', fit: 'above', monthlyCostUsd: 53.1, budget: 'under-50' }, 'About $53 a month, $3.10 over your under $50 budget'],
    [{ kind: 'food-type-grouped', foodType: 'freeze-dried', countedAs: 'raw' }, 'Freeze-Dried, shown because you chose Raw Diet'],
    [{ kind: 'food-type-chosen', foodType: 'wet' }, 'Wet Food, as you chose'],
    [{ kind: 'vet-and-clinical', vetRecommended: true, clinicallyProven: false }, 'Vet recommended'],
    [{ kind: 'vet-and-clinical', vetRecommended: false, clinicallyProven: true }, 'Clinically proven'],
    [{ kind: 'ingredients', ingredients: ['fish', 'potato', 'grainfree'] }, 'Made with fish and potato, grain-free'],
    [{ kind: 'ingredients', ingredients: ['grainfree'] }, 'A grain-free recipe'],
    [{ kind: 'life-stage', size: 'medium', ageGroup: 'senior' }, 'Suits dogs like yours: Senior (7+ years), Medium (20-50 lbs)'],
    [{ kind: 'vet-diagnosed' }, 'A prescription diet, shown because a vet has diagnosed a condition or prescribed a diet'],
  ])('words %j', (reason, expected) => {
    expect(words(reason)).toBe(expected);
  });

  it('reads every vocabulary value with its contracts label, never the raw value', () => {
    for (const symptom of symptomValues) {
      const label = symptomOptions.find((option) => option.value === symptom)?.label.toLowerCase();
      expect(words({ kind: 'symptoms', covered: [symptom], total: 1 })).toBe(`Suited to ${label}`);
    }
    for (const { value, label } of allergyOptions) {
      expect(words({ kind: 'allergens-absent', allergies: [value] })).toBe(`No ${label.toLowerCase()} on the label`);
    }
    for (const { value, label } of preferredIngredientOptions) {
      expect(words({ kind: 'ingredients', ingredients: [value] })).toContain(label.toLowerCase());
    }
    for (const budget of budgetValues) {
      const label = budgetOptions.find((option) => option.value === budget)?.label.toLowerCase();
      expect(words({ kind: 'budget', fit: 'within', monthlyCostUsd: 60, budget })).toContain(`your ${label} budget`);
    }
  });

  it('keeps the engine’s order', () => {
    expect(
      reasonDetails([
        { kind: 'vet-diagnosed' },
        { kind: 'symptoms', covered: ['sensitive-stomach', 'upset-stomach'], total: 3 },
      ]),
    ).toEqual([
      'A prescription diet, shown because a vet has diagnosed a condition or prescribed a diet',
      'Suited to sensitive stomach and upset stomach',
    ]);
  });
});
