import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { pageAddress } from '@gentlebowl/routes';
import { answersFromSearch, answersToSearch, NEUTRAL_DOG_NAME, requestFromSearch } from './answers-in-url';

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

describe('answers in the URL', () => {
  it("keeps every answer in the address the shell's server renders and caches (the route declares each parameter)", () => {
    const search = answersToSearch(everything, { includeName: true });
    expect(pageAddress(new URL(`/food-selector${search}`, 'http://shell'))).toBe(`/food-selector${search}`);
  });

  it('round-trips every field when the owner includes the name', () => {
    const search = answersToSearch(everything, { includeName: true });
    expect(requestFromSearch(search)).toEqual(everything);
  });

  it('leaves the name out unless the owner agrees, and shows the results for "your dog"', () => {
    const search = answersToSearch(plain, { includeName: false });
    expect(search).not.toMatch(/Biscuit/);
    expect(requestFromSearch(search)).toEqual({ ...plain, dogInfo: { ...plain.dogInfo, dogName: NEUTRAL_DOG_NAME } });
    expect(answersFromSearch(search)?.dogInfo).not.toHaveProperty('dogName');
  });

  it('writes no name into a link for results that have none ("your dog"), even when asked to include it', () => {
    const unnamed = { ...plain, dogInfo: { ...plain.dogInfo, dogName: NEUTRAL_DOG_NAME } };
    expect(answersToSearch(unnamed, { includeName: true })).toBe(answersToSearch(plain, { includeName: false }));
  });

  it('never puts the free-text note in the link', () => {
    const search = answersToSearch(
      { ...plain, symptoms: { ...plain.symptoms, additionalInfo: 'Our vet Dr Smith at 12 Elm Street' } },
      { includeName: true },
    );
    expect(search).not.toMatch(/Smith|Elm/);
  });

  it('reads a readable query string with lists as repeated keys', () => {
    expect(answersToSearch(plain, { includeName: false })).toBe(
      '?breed=mixed-breed&age=adult&size=medium&symptom=gas&frequency=weekly&duration=1-3-months&vet=no&type=dry&budget=50-100',
    );
  });

  it('encodes names with spaces and symbols safely', () => {
    const named = { ...plain, dogInfo: { ...plain.dogInfo, dogName: 'Sir Wags & Co' } };
    expect(requestFromSearch(answersToSearch(named, { includeName: true }))?.dogInfo.dogName).toBe('Sir Wags & Co');
  });

  it('applies the wizard defaults to a link without frequency, duration or budget', () => {
    expect(requestFromSearch('?breed=beagle&age=adult&size=medium&symptom=gas&type=wet')).toEqual({
      dogInfo: { dogName: NEUTRAL_DOG_NAME, breed: 'beagle', age: 'adult', size: 'medium' },
      symptoms: { symptoms: ['gas'], frequency: 'occasionally', duration: 'less-than-week', vetDiagnosed: false },
      foodPreferences: { foodTypes: ['wet'], budget: '50-100' },
    });
  });

  it('ignores parameters the contracts refuse and keeps the rest', () => {
    const request = requestFromSearch(
      `?name=${'x'.repeat(60)}&breed=wolf&age=adult&size=medium&weight=999&symptom=gas&symptom=sneezing&symptom=gas` +
        '&frequency=hourly&warning-sign=blood&warning-sign=spots&vet=maybe&type=dry&type=kibble&budget=lots&allergy=pollen',
    );
    expect(request).toBeNull(); // no breed left: the answers are not complete
    expect(answersFromSearch('?breed=wolf&age=adult&size=medium&weight=999&symptom=gas&symptom=sneezing&symptom=gas')).toEqual({
      dogInfo: { age: 'adult', size: 'medium' },
      symptoms: { symptoms: ['gas'] },
    });
    expect(
      requestFromSearch('?name=&breed=boxer&age=senior&size=large&weight=0x40&symptom=gas&warning-sign=spots&vet=maybe&type=dry&type=kibble&budget=lots&allergy=pollen'),
    ).toEqual({
      dogInfo: { dogName: NEUTRAL_DOG_NAME, breed: 'boxer', age: 'senior', size: 'large' },
      symptoms: { symptoms: ['gas'], frequency: 'occasionally', duration: 'less-than-week', vetDiagnosed: false },
      foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
    });
  });

  it('asks the puppy question only for puppies', () => {
    const search = '?breed=boxer&age=adult&size=large&under-6-months=yes&symptom=gas&type=dry';
    expect(requestFromSearch(search)?.dogInfo).not.toHaveProperty('underSixMonths');
    expect(requestFromSearch(search.replace('age=adult', 'age=puppy'))?.dogInfo.underSixMonths).toBe(true);
  });

  it.each(['', '?', '?utm_source=newsletter', '?%E0%A4%A', '?symptom=&type=', '?weight=abc'])(
    'finds no answers in %p, without throwing',
    (search) => {
      expect(answersFromSearch(search)).toBeNull();
      expect(requestFromSearch(search)).toBeNull();
    },
  );

  it('shows no results for partial answers', () => {
    expect(requestFromSearch('?breed=beagle&age=adult&size=medium&type=dry')).toBeNull();
    expect(requestFromSearch('?breed=beagle&age=adult&symptom=gas&type=dry')).toBeNull();
  });
});
