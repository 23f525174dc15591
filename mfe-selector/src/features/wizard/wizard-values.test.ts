import { buildRecommendationRequest, type WizardAnswers } from './wizard-values';

const complete: WizardAnswers = {
  name: '  Biscuit ',
  breed: 'beagle',
  age: 'adult',
  size: 'medium',
  symptom: ['gas', 'diarrhea'],
  frequency: 'weekly',
  duration: '1-3-months',
  note: ' Worse after treats ',
  type: ['wet', 'dry'],
  budget: '100-150',
  ingredient: ['fish'],
  allergy: ['chicken', 'beef'],
};

describe('buildRecommendationRequest', () => {
  it('sends every answer, trimmed, in the shape the API expects', () => {
    expect(buildRecommendationRequest(complete)).toEqual({
      dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
      symptoms: {
        symptoms: ['diarrhea', 'gas'],
        frequency: 'weekly',
        duration: '1-3-months',
        additionalInfo: 'Worse after treats',
        vetDiagnosed: false,
      },
      foodPreferences: { foodTypes: ['dry', 'wet'], budget: '100-150', ingredients: ['fish'], allergies: ['chicken', 'beef'] },
    });
  });

  it("applies the spec's defaults: frequency 'occasionally', duration 'less-than-week', budget '50-100'", () => {
    const request = buildRecommendationRequest({
      ...complete,
      symptom: ['gas'],
      frequency: undefined,
      duration: undefined,
      note: undefined,
      type: ['dry'],
      budget: '',
      ingredient: undefined,
      allergy: undefined,
    });
    expect(request?.symptoms).toEqual({
      symptoms: ['gas'],
      frequency: 'occasionally',
      duration: 'less-than-week',
      vetDiagnosed: false,
    });
    expect(request?.foodPreferences).toEqual({ foodTypes: ['dry'], budget: '50-100' });
  });

  it('leaves out empty optional answers', () => {
    const request = buildRecommendationRequest({
      ...complete,
      note: '   ',
      type: ['raw'],
      budget: 'under-50',
      ingredient: [],
      allergy: [],
    });
    expect(request?.symptoms).not.toHaveProperty('additionalInfo');
    expect(request?.foodPreferences).toEqual({ foodTypes: ['raw'], budget: 'under-50' });
  });

  it('drops values that are not in the shared vocabulary', () => {
    const request = buildRecommendationRequest({
      ...complete,
      type: ['dry', 'kibble'],
      budget: 'lots',
      ingredient: undefined,
      allergy: ['chicken', 'pollen'],
    });
    expect(request?.foodPreferences).toEqual({ foodTypes: ['dry'], budget: '50-100', allergies: ['chicken'] });
  });

  it('sends the weight, the warning signs and a Yes to the vet question', () => {
    const request = buildRecommendationRequest({
      ...complete,
      weight: 32.5,
      'warning-sign': ['weight-loss', 'blood', 'sneezing'],
      vet: 'yes',
    });
    expect(request?.dogInfo).toEqual({ dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium', weightLbs: 32.5 });
    expect(request?.symptoms).toMatchObject({ warningSigns: ['blood', 'weight-loss'], vetDiagnosed: true });
  });

  it('leaves out a weight the API would refuse', () => {
    for (const weight of [0, 251, Number.NaN]) {
      expect(buildRecommendationRequest({ ...complete, weight })?.dogInfo).not.toHaveProperty('weightLbs');
    }
  });

  it('asks whether a puppy is under six months only for puppies, also when the box was ticked before', () => {
    const puppy = buildRecommendationRequest({ ...complete, age: 'puppy' });
    expect(puppy?.dogInfo.underSixMonths).toBe(false);
    const young = buildRecommendationRequest({ ...complete, age: 'puppy', 'under-6-months': true });
    expect(young?.dogInfo.underSixMonths).toBe(true);
    const grownUp = buildRecommendationRequest({ ...complete, age: 'adult', 'under-6-months': true });
    expect(grownUp?.dogInfo).not.toHaveProperty('underSixMonths');
  });

  it("sends a puppy's expected adult weight, and only a puppy's, never below its weight now", () => {
    const puppy = (answers: WizardAnswers) => buildRecommendationRequest({ ...complete, age: 'puppy', ...answers })?.dogInfo;
    expect(puppy({ weight: 30, 'adult-weight': 140 })).toMatchObject({ weightLbs: 30, adultWeightLbs: 140 });
    expect(puppy({ weight: 30, 'adult-weight': 20 })).not.toHaveProperty('adultWeightLbs');
    expect(puppy({ 'adult-weight': 300 })).not.toHaveProperty('adultWeightLbs');
    expect(buildRecommendationRequest({ ...complete, age: 'adult', weight: 30, 'adult-weight': 140 })?.dogInfo).not.toHaveProperty('adultWeightLbs');
  });

  it.each<[string, WizardAnswers]>([
    ['no name', { ...complete, name: undefined }],
    ['a blank name', { ...complete, name: '  ' }],
    ['an unknown breed', { ...complete, breed: 'wolf' }],
    ['no size', { ...complete, size: undefined }],
    ['no symptom ticked', { ...complete, symptom: [] }],
    ['no food type ticked', { ...complete, type: undefined }],
  ])('asks for nothing with %s', (_case, answers) => {
    expect(buildRecommendationRequest(answers)).toBeNull();
  });
});
