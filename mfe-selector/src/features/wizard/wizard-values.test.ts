import { buildRecommendationRequest, type WizardAnswers } from './wizard-values';

const complete: WizardAnswers = {
  dogInfo: { dogName: '  Biscuit ', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['gas', 'diarrhea'], frequency: 'weekly', duration: '1-3-months', additionalInfo: ' Worse after treats ' },
  foodPreferences: { foodTypes: ['wet', 'dry'], budget: '100-150', ingredients: ['fish'], allergies: ['chicken', 'beef'] },
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
      symptoms: { symptoms: ['gas'] },
      foodPreferences: { foodTypes: ['dry'], budget: '' },
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
      symptoms: { ...complete.symptoms, additionalInfo: '   ' },
      foodPreferences: { foodTypes: ['raw'], budget: 'under-50', ingredients: [], allergies: [] },
    });
    expect(request?.symptoms).not.toHaveProperty('additionalInfo');
    expect(request?.foodPreferences).toEqual({ foodTypes: ['raw'], budget: 'under-50' });
  });

  it('drops values that are not in the shared vocabulary', () => {
    const request = buildRecommendationRequest({
      ...complete,
      foodPreferences: { foodTypes: ['dry', 'kibble'], budget: 'lots', allergies: ['chicken', 'pollen'] },
    });
    expect(request?.foodPreferences).toEqual({ foodTypes: ['dry'], budget: '50-100', allergies: ['chicken'] });
  });

  it('sends the weight, the warning signs and a Yes to the vet question', () => {
    const request = buildRecommendationRequest({
      ...complete,
      dogInfo: { ...complete.dogInfo, weightLbs: 32.5 },
      symptoms: { ...complete.symptoms, warningSigns: ['weight-loss', 'blood', 'sneezing'], vetDiagnosed: 'yes' },
    });
    expect(request?.dogInfo).toEqual({ dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium', weightLbs: 32.5 });
    expect(request?.symptoms).toMatchObject({ warningSigns: ['blood', 'weight-loss'], vetDiagnosed: true });
  });

  it('leaves out a weight the API would refuse', () => {
    for (const weightLbs of [0, 251, Number.NaN]) {
      expect(buildRecommendationRequest({ ...complete, dogInfo: { ...complete.dogInfo, weightLbs } })?.dogInfo).not.toHaveProperty(
        'weightLbs',
      );
    }
  });

  it('asks whether a puppy is under six months only for puppies, also when the box was ticked before', () => {
    const puppy = buildRecommendationRequest({ ...complete, dogInfo: { ...complete.dogInfo, age: 'puppy' } });
    expect(puppy?.dogInfo.underSixMonths).toBe(false);
    const young = buildRecommendationRequest({ ...complete, dogInfo: { ...complete.dogInfo, age: 'puppy', underSixMonths: true } });
    expect(young?.dogInfo.underSixMonths).toBe(true);
    const grownUp = buildRecommendationRequest({ ...complete, dogInfo: { ...complete.dogInfo, age: 'adult', underSixMonths: true } });
    expect(grownUp?.dogInfo).not.toHaveProperty('underSixMonths');
  });

  it.each<[string, WizardAnswers]>([
    ['no dog details', { ...complete, dogInfo: undefined }],
    ['a blank name', { ...complete, dogInfo: { ...complete.dogInfo, dogName: '  ' } }],
    ['an unknown breed', { ...complete, dogInfo: { ...complete.dogInfo, breed: 'wolf' } }],
    ['no symptoms step', { ...complete, symptoms: undefined }],
    ['no symptom ticked', { ...complete, symptoms: { ...complete.symptoms, symptoms: [] } }],
    ['no food type ticked', { ...complete, foodPreferences: { budget: '50-100' } }],
  ])('asks for nothing with %s', (_case, answers) => {
    expect(buildRecommendationRequest(answers)).toBeNull();
  });
});
