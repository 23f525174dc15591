import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { pageAddress } from '@gentlebowl/routes';
import {
  answerEntries,
  answersFromQuery,
  answersToSearch,
  requestFromSearch,
  resultsRequest,
  stepFromQuery,
  stepSearch,
} from './answers-in-url';
import { buildRecommendationRequest, NEUTRAL_DOG_NAME, type WizardAnswers } from './wizard-values';

/** Every field the wizard can send. */
const everything: RecommendationRequestInput = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'puppy', size: 'small', weightLbs: 12.5, underSixMonths: true },
  symptoms: {
    symptoms: ['vomiting', 'diarrhea'],
    frequency: 'daily',
    duration: '1-4-weeks',
    warningSigns: ['blood', 'weight-loss'],
    vetDiagnosed: true,
  },
  foodPreferences: { foodTypes: ['dry', 'wet'], budget: '100-150', ingredients: ['fish', 'grainfree'], allergies: ['chicken', 'eggs'] },
};

const plain: RecommendationRequestInput = {
  dogInfo: { dogName: 'Biscuit', breed: 'mixed-breed', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['gas'], frequency: 'weekly', duration: '1-3-months', vetDiagnosed: false },
  foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
};

const read = (search: string) => answersFromQuery(new URLSearchParams(search));
const unnamed = (request: RecommendationRequestInput) => ({ ...request, dogInfo: { ...request.dogInfo, dogName: NEUTRAL_DOG_NAME } });

describe('the results address', () => {
  it("keeps every answer in the address the shell's server renders and caches (the route declares each parameter)", () => {
    const search = answersToSearch(everything, { includeName: true });
    expect(pageAddress(new URL(`/food-selector${search}`, 'http://shell'))).toBe(`/food-selector${search}`);
  });

  it('round-trips every field when the owner includes the name', () => {
    const search = answersToSearch(everything, { includeName: true });
    expect(buildRecommendationRequest(read(search))).toEqual(everything);
  });

  it('shows the same results whatever the name: a link without one says "your dog"', () => {
    const search = answersToSearch(plain, { includeName: false });
    expect(search).not.toMatch(/Biscuit/);
    expect(read(search)).not.toHaveProperty('name');
    expect(requestFromSearch(search)).toEqual(unnamed(plain));
    expect(requestFromSearch(answersToSearch(plain, { includeName: true }))).toEqual(unnamed(plain));
  });

  it('writes no name into a link for results that have none ("your dog"), even when asked to include it', () => {
    expect(answersToSearch(unnamed(plain), { includeName: true })).toBe(answersToSearch(plain, { includeName: false }));
  });

  it('never puts the free-text note in the link', () => {
    const search = answersToSearch(
      { ...plain, symptoms: { ...plain.symptoms, additionalInfo: 'Our vet Dr Smith at 12 Elm Street' } },
      { includeName: true },
    );
    expect(search).not.toMatch(/Smith|Elm/);
  });

  it('is a readable query string with lists as repeated keys', () => {
    expect(answersToSearch(plain, { includeName: false })).toBe(
      '?breed=mixed-breed&age=adult&size=medium&symptom=gas&frequency=weekly&duration=1-3-months&vet=no&type=dry&budget=50-100',
    );
  });

  it('encodes names with spaces and symbols safely', () => {
    const named = { ...plain, dogInfo: { ...plain.dogInfo, dogName: 'Sir Wags & Co' } };
    expect(read(answersToSearch(named, { includeName: true })).name).toBe('Sir Wags & Co');
  });

  it('applies the wizard defaults to a link without frequency, duration or budget', () => {
    expect(requestFromSearch('?breed=beagle&age=adult&size=medium&symptom=gas&type=wet')).toEqual({
      dogInfo: { dogName: NEUTRAL_DOG_NAME, breed: 'beagle', age: 'adult', size: 'medium' },
      symptoms: { symptoms: ['gas'], frequency: 'occasionally', duration: 'less-than-week', vetDiagnosed: false },
      foodPreferences: { foodTypes: ['wet'], budget: '50-100' },
    });
  });

  it('asks the puppy question only for puppies', () => {
    const search = '?breed=boxer&age=adult&size=large&under-6-months=yes&symptom=gas&type=dry';
    expect(requestFromSearch(search)?.dogInfo).not.toHaveProperty('underSixMonths');
    expect(requestFromSearch(search.replace('age=adult', 'age=puppy'))?.dogInfo.underSixMonths).toBe(true);
  });

  it("carries a puppy's expected adult weight in the results address", () => {
    const search = '?breed=great-dane&age=puppy&size=giant&weight=30&adult-weight=140&symptom=gas&type=dry';
    expect(requestFromSearch(search)?.dogInfo).toMatchObject({ weightLbs: 30, adultWeightLbs: 140 });
    const request = requestFromSearch(search);
    expect(request && answersToSearch(request, { includeName: false })).toContain('weight=30&adult-weight=140');
  });

  it('shows results without a weight the API would refuse', () => {
    expect(requestFromSearch('?breed=boxer&age=adult&size=large&weight=999&symptom=gas&type=dry')?.dogInfo).not.toHaveProperty(
      'weightLbs',
    );
  });

  it.each(['', '?', '?utm_source=newsletter', '?%E0%A4%A', '?symptom=&type=', '?weight=abc'])(
    'finds no answers in %p, without throwing',
    (search) => {
      expect(read(search)).toEqual({});
      expect(requestFromSearch(search)).toBeNull();
    },
  );

  it("shows no results on a step form's address, which asks for a step", () => {
    expect(requestFromSearch('?breed=beagle&age=adult&size=medium&symptom=gas&type=dry&step=3')).toBeNull();
    expect(requestFromSearch('?breed=beagle&age=adult&size=medium&symptom=gas&type=dry&step=results')).not.toBeNull();
  });

  it('shows no results for partial answers', () => {
    expect(requestFromSearch('?breed=beagle&age=adult&size=medium&type=dry')).toBeNull();
    expect(requestFromSearch('?breed=beagle&age=adult&symptom=gas&type=dry')).toBeNull();
  });
});

describe('the answers a step form submits', () => {
  it('are read by the same reader as the results address, field by field', () => {
    expect(
      read(
        '?name=Biscuit&breed=beagle&age=puppy&size=small&weight=12.5&under-6-months=yes&symptom=gas&frequency=weekly' +
          '&duration=1-3-months&warning-sign=blood&vet=yes&note=Eats+grass&type=dry&budget=under-50&ingredient=fish&allergy=soy&step=3',
      ),
    ).toEqual({
      name: 'Biscuit',
      breed: 'beagle',
      age: 'puppy',
      size: 'small',
      weight: 12.5,
      'under-6-months': true,
      symptom: ['gas'],
      frequency: 'weekly',
      duration: '1-3-months',
      'warning-sign': ['blood'],
      vet: 'yes',
      note: 'Eats grass',
      type: ['dry'],
      budget: 'under-50',
      ingredient: ['fish'],
      allergy: ['soy'],
    });
  });

  it('keep what was typed even when it is not a valid answer, so its step shows it with the message', () => {
    expect(read('?name=+&weight=300')).toEqual({ name: ' ', weight: 300 });
    expect(read('?weight=-5')).toEqual({ weight: -5 });
  });

  it('read a weight as a number input sends it, exponent included', () => {
    expect(read('?weight=1e2')).toEqual({ weight: 100 });
    expect(read('?weight=.5')).toEqual({ weight: 0.5 });
    expect(read('?weight=Infinity')).toEqual({});
  });

  it('leave out choices the form could not have offered, and repeated ones', () => {
    expect(read('?breed=wolf&age=adult&vet=maybe&symptom=gas&symptom=sneezing&symptom=gas&type=kibble&weight=0x40')).toEqual({
      age: 'adult',
      symptom: ['gas'],
    });
  });

  it('keep no more of the name and the note than their fields take', () => {
    const answers = read(`?name=${'x'.repeat(60)}&note=${'y'.repeat(1200)}`);
    expect(answers.name).toHaveLength(50);
    expect(answers.note).toHaveLength(1000);
  });

  it('round-trip through the step address, with the step asked for', () => {
    const answers: WizardAnswers = { name: 'Sir Wags & Co', breed: 'boxer', symptom: ['gas', 'vomiting'], note: 'Line one' };
    const search = new URLSearchParams(stepSearch(answers, 2));
    expect(stepFromQuery(search)).toBe(2);
    expect(answersFromQuery(search)).toEqual({ ...answers, symptom: ['vomiting', 'gas'] });
  });

  it('ask for no step unless the step is one of the three', () => {
    for (const raw of ['', '0', '4', 'results', '2.0']) {
      expect(stepFromQuery(new URLSearchParams({ step: raw }))).toBeUndefined();
    }
  });

  it('are written as a form submits them, a field at a time, only the fields asked for', () => {
    expect(answerEntries({ name: 'Rex', 'under-6-months': true, symptom: ['gas'], weight: 20 }, ['name', 'under-6-months'])).toEqual([
      ['name', 'Rex'],
      ['under-6-months', 'yes'],
    ]);
  });

  it('make the same results request whatever the name and note', () => {
    const answers = read('?breed=beagle&age=adult&size=medium&symptom=gas&type=dry');
    expect(resultsRequest({ ...answers, name: 'Rex', note: 'Eats grass' })).toEqual(resultsRequest(answers));
  });
});
