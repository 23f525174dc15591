import { dogInWords, dogWeightLimits, isDogWeight, referenceDog, sizeGroupWeightLbs } from './dog-profile';

describe('isDogWeight', () => {
  it('accepts the weights the API accepts, limits included, and nothing else', () => {
    expect([dogWeightLimits.min, 12.5, 60, dogWeightLimits.max].map(isDogWeight)).toEqual([true, true, true, true]);
    expect([0, 0.5, 250.5, 1000, Number.NaN, '60', undefined, null].map(isDogWeight)).toEqual(
      Array(8).fill(false),
    );
  });
});

describe('dogInWords', () => {
  it('names the dog by its weight and age group, as a sentence reads it', () => {
    expect(dogInWords({ weightLbs: 12.5, age: 'puppy' })).toBe('12.5 lb puppy');
    expect(dogInWords({ weightLbs: 60, age: 'young-adult' })).toBe('60 lb young adult dog');
    expect(dogInWords({ weightLbs: 80, age: 'senior' })).toBe('80 lb senior dog');
  });

  it('names the reference dog from its own size group weight, so a new typical weight rewords every page', () => {
    expect(dogInWords(referenceDog)).toBe(`${sizeGroupWeightLbs[referenceDog.size]} lb adult dog`);
  });
});
