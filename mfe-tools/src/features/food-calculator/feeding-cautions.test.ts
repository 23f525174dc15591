import { feedingCautions } from './feeding-cautions';

const ids = (...args: Parameters<typeof feedingCautions>) => feedingCautions(...args).map((caution) => caution.id);

describe('feedingCautions', () => {
  it('adds nothing for a moderately active adult at ideal weight', () => {
    expect(feedingCautions({ age: 'adult', activityLevel: 'moderate', condition: 'ideal' })).toEqual([]);
  });

  it('tells owners of overweight dogs that weight loss is fed on the ideal weight under a vet', () => {
    const [caution] = feedingCautions({ age: 'adult', activityLevel: 'low', condition: 'overweight' });
    expect(caution?.id).toBe('overweight');
    expect(caution?.text).toMatch(/ideal weight/);
    expect(caution?.text).toMatch(/vet/);
  });

  it('warns that older puppies need about 2 x RER rather than 3', () => {
    const [caution] = feedingCautions({ age: 'puppy', activityLevel: 'moderate', condition: 'ideal' });
    expect(caution?.id).toBe('puppy');
    expect(caution?.text).toMatch(/closer to 2 x RER/);
  });

  it('warns that working dogs vary widely, for adults only', () => {
    expect(ids({ age: 'adult', activityLevel: 'very-high', condition: 'ideal' })).toEqual(['working-dog']);
    expect(ids({ age: 'puppy', activityLevel: 'very-high', condition: 'ideal' })).toEqual(['puppy']);
  });

  it('tells owners of active seniors that activity was not counted', () => {
    expect(ids({ age: 'senior', activityLevel: 'high', condition: 'ideal' })).toEqual(['active-senior']);
    expect(ids({ age: 'senior', activityLevel: 'very-high', condition: 'ideal' })).toEqual(['active-senior']);
    expect(ids({ age: 'senior', activityLevel: 'low', condition: 'ideal' })).toEqual([]);
  });

  it('combines notes, weight first', () => {
    expect(ids({ age: 'puppy', activityLevel: 'high', condition: 'overweight' })).toEqual(['overweight', 'puppy']);
    expect(ids({ age: 'adult', activityLevel: 'very-high', condition: 'overweight' })).toEqual([
      'overweight',
      'working-dog',
    ]);
  });
});
