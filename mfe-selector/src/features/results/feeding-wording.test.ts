import { chewyOffer, feedingPlan, fedDog } from '../../testing/dog-food-fixtures';
import { dailyPortionLine, fedDogLine, monthlyCostLine } from './feeding-wording';

describe('feeding wording', () => {
  it('says the daily portion in amounts a person measures, in the food’s own unit, with the grams', () => {
    expect(dailyPortionLine(feedingPlan())).toBe('About 1 7/8 cups a day (219 g)');
    expect(dailyPortionLine(feedingPlan({ servingsPerDay: 5.92, dailyGrams: 1350 }))).toBe('About 5 7/8 cups a day (1,350 g)');
    expect(dailyPortionLine(feedingPlan({ servingsPerDay: 2.1, servingUnit: 'can', dailyGrams: 740 }))).toBe('About 2 cans a day (740 g)');
    expect(dailyPortionLine(feedingPlan({ servingsPerDay: 11.98, servingUnit: 'tray', dailyGrams: 2719 }))).toBe('About 12 trays a day (2,719 g)');
    expect(dailyPortionLine(feedingPlan({ servingsPerDay: 0.4, servingUnit: 'tray', dailyGrams: 91 }))).toBe('About 91 g a day');
  });

  it('rounds the monthly cost to the dollar, keeping cents only below $10', () => {
    const cost = { monthlyCostUsd: 47.62, offer: chewyOffer(), packageLastsDays: 30, outlastsFreshness: false, isEstimate: false };
    expect(monthlyCostLine(cost, 'Biscuit')).toBe('About $48 a month for Biscuit');
    expect(monthlyCostLine({ ...cost, monthlyCostUsd: 8.4 }, 'Pip')).toBe('About $8.40 a month for Pip');
  });

  it('names the weight the figures are for, and says when it is the size group’s typical weight', () => {
    expect(fedDogLine(fedDog(), 'Biscuit', 'medium')).toBe(
      'Portions and monthly costs are worked out for Biscuit at 35 lbs, a typical weight for Medium (20-50 lbs) dogs: about 891 kcal a day.',
    );
    expect(fedDogLine(fedDog({ weightLbs: 62.5, weightFromSizeGroup: false, dailyKcal: 1410 }), 'Rex', 'large')).toBe(
      'Portions and monthly costs are worked out for Rex at 62.5 lbs: about 1,410 kcal a day.',
    );
  });

  it("names a puppy's weights and the growth formula with its source, and asks for the vet's eye", () => {
    const puppy = fedDog({ weightLbs: 30, weightFromSizeGroup: false, adultWeightLbs: 140, dailyKcal: 2151, method: 'puppy-growth' });
    expect(fedDogLine(puppy, 'Duke', 'giant')).toBe(
      "Portions and monthly costs are worked out for Duke at 30 lbs now, growing to about 140 lbs: about 2,151 kcal a day, from the energy needs of growing puppies (National Research Council (2006), Nutrient Requirements of Dogs and Cats, energy requirements of growing puppies). Ask your vet to check Duke's growth and body condition as you go.",
    );
  });

  it('says nothing of portions while a puppy’s weights are missing', () => {
    expect(fedDogLine(fedDog({ weightLbs: null, dailyKcal: null, method: 'puppy-growth', missing: ['weight', 'adult-weight'] }), 'Duke', 'giant')).toBe('');
  });
});
