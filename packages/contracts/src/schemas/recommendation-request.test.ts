import { wizardMessages } from '../messages.js';
import { recommendationRequestSchema, type RecommendationRequestInput } from './recommendation-request.js';

const validRequest: RecommendationRequestInput = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['diarrhea', 'gas'], frequency: 'weekly', duration: '1-3-months' },
  foodPreferences: { foodTypes: ['dry'], budget: '50-100', ingredients: ['fish'], allergies: ['chicken'] },
};

function messagesFor(input: unknown): string[] {
  const result = recommendationRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('recommendationRequestSchema', () => {
  it('accepts a complete wizard payload', () => {
    expect(recommendationRequestSchema.parse(validRequest)).toEqual(validRequest);
  });

  it('trims the dog name and drops duplicate choices', () => {
    const parsed = recommendationRequestSchema.parse({
      ...validRequest,
      dogInfo: { ...validRequest.dogInfo, dogName: '  Biscuit  ' },
      symptoms: { ...validRequest.symptoms, symptoms: ['gas', 'gas', 'diarrhea'] },
    });
    expect(parsed.dogInfo.dogName).toBe('Biscuit');
    expect(parsed.symptoms.symptoms).toEqual(['gas', 'diarrhea']);
  });

  it.each([
    ['dogInfo', 'dogName', '   ', wizardMessages.dogName],
    ['dogInfo', 'dogName', undefined, wizardMessages.dogName],
    ['dogInfo', 'breed', 'wolf', wizardMessages.breed],
    ['dogInfo', 'age', '', wizardMessages.age],
    ['dogInfo', 'size', 'tiny', wizardMessages.size],
    ['symptoms', 'symptoms', [], wizardMessages.symptoms],
    ['symptoms', 'frequency', undefined, wizardMessages.frequency],
    ['symptoms', 'duration', 'forever', wizardMessages.duration],
    ['foodPreferences', 'foodTypes', [], wizardMessages.foodTypes],
    ['foodPreferences', 'budget', '', wizardMessages.budget],
  ] as const)('rejects %s.%s = %j with the spec message', (group, field, value, message) => {
    const input = { ...validRequest, [group]: { ...validRequest[group], [field]: value } };
    expect(messagesFor(input)).toEqual([message]);
  });

  it('accepts catalogue food types the wizard does not offer', () => {
    const input = { ...validRequest, foodPreferences: { foodTypes: ['freeze-dried'], budget: 'over-200' } };
    expect(recommendationRequestSchema.safeParse(input).success).toBe(true);
  });

  it('rejects unknown allergies and ingredients instead of ignoring them', () => {
    const input = {
      ...validRequest,
      foodPreferences: { ...validRequest.foodPreferences, allergies: ['peanuts'], ingredients: ['kangaroo'] },
    };
    expect(messagesFor(input)).toEqual(['Unknown ingredient value', 'Unknown allergy value']);
  });

  it('limits free text length', () => {
    const longName = { ...validRequest, dogInfo: { ...validRequest.dogInfo, dogName: 'x'.repeat(51) } };
    const longInfo = { ...validRequest, symptoms: { ...validRequest.symptoms, additionalInfo: 'x'.repeat(1001) } };
    expect(messagesFor(longName)).toEqual(['Dog name must be at most 50 characters']);
    expect(messagesFor(longInfo)).toEqual(['Additional information must be at most 1000 characters']);
  });

  it("takes a puppy's expected adult weight, never below its weight now", () => {
    const puppy = (weights: object) => ({ ...validRequest, dogInfo: { ...validRequest.dogInfo, age: 'puppy', ...weights } });
    expect(messagesFor(puppy({ weightLbs: 30, adultWeightLbs: 140 }))).toEqual([]);
    expect(messagesFor(puppy({ weightLbs: 30, adultWeightLbs: 20 }))).toEqual([wizardMessages.adultWeightBelowWeight]);
    expect(messagesFor(puppy({ adultWeightLbs: 400 }))).toEqual([wizardMessages.adultWeight]);
    const refused = recommendationRequestSchema.safeParse(puppy({ weightLbs: 30, adultWeightLbs: 20 }));
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'))).toEqual(['dogInfo.adultWeightLbs']);
  });

  it('explains a missing section and a body that is not an object', () => {
    expect(messagesFor({ dogInfo: validRequest.dogInfo, symptoms: validRequest.symptoms })).toEqual([
      'Food preferences are required',
    ]);
    expect(messagesFor(null)).toEqual(['Request body must be a JSON object']);
    expect(messagesFor([validRequest])).toEqual(['Request body must be a JSON object']);
  });
});
