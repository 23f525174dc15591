import { ageGroupValues, allergyValues, dogSizeValues, preferredIngredientValues, symptomValues } from '@gentlebowl/contracts';
import { MASK_LAYOUT, maskOf } from './food-masks.js';

describe('MASK_LAYOUT', () => {
  // A new vocabulary value needs a bit, and the mask columns a migration that computes them again.
  it.each([
    ['age', MASK_LAYOUT.age, ageGroupValues],
    ['size', MASK_LAYOUT.size, dogSizeValues],
    ['allergy', MASK_LAYOUT.allergy, allergyValues],
    ['symptom', MASK_LAYOUT.symptom, symptomValues],
    ['tag', MASK_LAYOUT.tag, preferredIngredientValues],
  ])('gives every %s value a bit of its own', (_name, layout, vocabulary) => {
    expect([...layout].sort()).toEqual([...vocabulary].sort());
    expect(layout.length).toBeLessThanOrEqual(31);
  });

  it('sets the bit of each value given, once', () => {
    expect(maskOf(MASK_LAYOUT.size, ['small', 'giant', 'small'])).toBe(0b1001);
    expect(maskOf(MASK_LAYOUT.allergy, [])).toBe(0);
  });

  it('refuses a value without a bit rather than leave it out of a filter', () => {
    expect(() => maskOf(MASK_LAYOUT.allergy, ['chicken', 'pollen'])).toThrow('"pollen" has no bit');
  });
});
