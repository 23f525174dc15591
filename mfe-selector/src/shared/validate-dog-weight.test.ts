import { wizardMessages } from '@gentlebowl/contracts';
import { validateAdultWeight, validateOptionalDogWeight } from './validate-dog-weight';

describe('validateOptionalDogWeight', () => {
  it("leaves an empty field alone and refuses what the API would, with the wizard's message", () => {
    expect(validateOptionalDogWeight(undefined)).toBeUndefined();
    expect(validateOptionalDogWeight('')).toBeUndefined();
    expect(validateOptionalDogWeight(60)).toBeUndefined();
    expect(validateOptionalDogWeight(0)).toBe(wizardMessages.weight);
    expect(validateOptionalDogWeight(251)).toBe(wizardMessages.weight);
  });
});

describe('validateAdultWeight', () => {
  it("takes a puppy's expected adult weight no less than its weight now", () => {
    expect(validateAdultWeight(40, { age: 'puppy', weightLbs: 12 })).toBeUndefined();
    expect(validateAdultWeight(12, { age: 'puppy', weightLbs: 12 })).toBeUndefined();
    expect(validateAdultWeight(10, { age: 'puppy', weightLbs: 12 })).toBe(wizardMessages.adultWeightBelowWeight);
  });

  it('refuses a weight the API would not take, and leaves an empty field for the page to ask about', () => {
    expect(validateAdultWeight(300, { age: 'puppy', weightLbs: 12 })).toBe(wizardMessages.adultWeight);
    expect(validateAdultWeight(-4, { age: 'puppy' })).toBe(wizardMessages.adultWeight);
    expect(validateAdultWeight(undefined, { age: 'puppy', weightLbs: 12 })).toBeUndefined();
  });

  it('ignores the field for a grown dog, whose form hides it', () => {
    expect(validateAdultWeight(5, { age: 'adult', weightLbs: 60 })).toBeUndefined();
  });
});
