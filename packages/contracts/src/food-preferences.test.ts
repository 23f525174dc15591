import { budgetBandFor, budgetMonthlyUsd, budgetValues, overBudgetUsd } from './food-preferences.js';

describe('budgetBandFor', () => {
  it.each([
    [0, 'under-50'],
    [49.99, 'under-50'],
    [50, 'under-50'],
    [50.01, '50-100'],
    [100, '50-100'],
    [149.5, '100-150'],
    [200, '150-200'],
    [200.01, 'over-200'],
    [1234, 'over-200'],
  ] as const)('puts $%p a month in the %s band', (cost, band) => {
    expect(budgetBandFor(cost)).toBe(band);
  });

  it('has bands that touch, cheapest first, so every cost falls in exactly one', () => {
    budgetValues.forEach((band, index) => {
      const previous = budgetValues[index - 1];
      expect(budgetMonthlyUsd[band].aboveUsd).toBe(previous === undefined ? 0 : budgetMonthlyUsd[previous].upToUsd);
    });
    expect(budgetMonthlyUsd['over-200'].upToUsd).toBeNull();
  });
});

describe('overBudgetUsd', () => {
  it.each([
    [22.77, 'under-50', 0],
    [50, 'under-50', 0],
    [53.1, 'under-50', 3.1],
    [439.44, 'under-50', 389.44],
    [100.01, '50-100', 0.01],
    [99, '100-150', 0],
    [5000, 'over-200', 0],
  ] as const)('puts $%p a month against a %s budget at $%p over', (cost, budget, over) => {
    expect(overBudgetUsd(cost, budget)).toBe(over);
  });
});
