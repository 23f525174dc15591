import { feedingPlan, fedDog } from '../../testing/dog-food-fixtures';
import { dailyPortionLine, fedDogLine, monthlyCostLine } from './feeding-wording';

describe('feeding wording', () => {
  it('says the daily portion in the food’s own unit, with the grams', () => {
    expect(dailyPortionLine(feedingPlan())).toBe('About 1.92 cups a day (219 g)');
    expect(dailyPortionLine(feedingPlan({ servingsPerDay: 2, servingUnit: 'can', dailyGrams: 740 }))).toBe(
      'About 2 cans a day (740 g)',
    );
    expect(dailyPortionLine(feedingPlan({ servingsPerDay: 1, servingUnit: 'tray', dailyGrams: 1250 }))).toBe(
      'About 1 tray a day (1,250 g)',
    );
  });

  it('rounds the monthly cost to the dollar, keeping cents only below $10', () => {
    expect(monthlyCostLine(feedingPlan({ monthlyCostUsd: 47.62 }), 'Biscuit')).toBe('About $48 a month for Biscuit');
    expect(monthlyCostLine(feedingPlan({ monthlyCostUsd: 8.4 }), 'Pip')).toBe('About $8.40 a month for Pip');
  });

  it('names the weight the figures are for, and says when it is the size group’s typical weight', () => {
    expect(fedDogLine(fedDog(), 'Biscuit', 'medium')).toBe(
      'Portions and monthly costs are worked out for Biscuit at 35 lbs, a typical weight for Medium (20-50 lbs) dogs: about 891 kcal a day.',
    );
    expect(fedDogLine(fedDog({ weightLbs: 62.5, weightFromSizeGroup: false, dailyKcal: 1410 }), 'Rex', 'large')).toBe(
      'Portions and monthly costs are worked out for Rex at 62.5 lbs: about 1,410 kcal a day.',
    );
  });
});
