import type { FoodFigures } from './feeding.js';
import { DAYS_PER_MONTH, dailyCaloriesFor, fedDogFor, feedingPlanFor, packagePricePaidUsd } from './feeding-plan.js';

function figures(energy: FoodFigures['energy'], foodPackage: FoodFigures['package'], estimated: FoodFigures['estimated'] = []): FoodFigures {
  return {
    energy,
    package: foodPackage,
    sources: ['https://www.example.com/label'],
    estimated,
    estimateNote: estimated.length > 0 ? 'Worked out from the label.' : null,
  };
}

const dryFood = figures(
  { kcalPerKg: 3600, kcalPerServing: 360, servingUnit: 'cup' },
  { label: '24 lb bag', grams: 10_886, priceUsd: 64.99 },
);

describe('dailyCaloriesFor', () => {
  // RER = 70 x kg^0.75, DER = RER x factor (neutered, moderately active, ideal condition).
  it.each([
    ['a 50 lb adult: RER 727.49 x 1.6', 50, 'adult', 1164],
    ['a 50 lb young adult, fed as an adult', 50, 'young-adult', 1164],
    ['a 10 lb adult: RER 217.57 x 1.6 = 348.1', 10, 'adult', 348],
    ['a 10 lb puppy: RER 217.57 x 3 = 652.7', 10, 'puppy', 653],
    ['a 10 lb senior: RER 217.57 x 1.4 = 304.6', 10, 'senior', 305],
  ] as const)('%s -> %p kcal', (_case, weightLbs, age, kcal) => {
    expect(dailyCaloriesFor({ weightLbs, age })).toBe(kcal);
  });
});

describe('fedDogFor', () => {
  it('uses the weight the owner gave', () => {
    expect(fedDogFor({ size: 'large', age: 'adult', weightLbs: 50 })).toEqual({
      weightLbs: 50,
      weightFromSizeGroup: false,
      dailyKcal: 1164,
    });
  });

  it.each([
    ['small', 10, 348],
    ['medium', 35, 891],
    ['large', 70, 1498],
    ['giant', 110, 2103],
  ] as const)("uses the %s group's typical weight, %p lb, and says so", (size, weightLbs, dailyKcal) => {
    expect(fedDogFor({ size, age: 'adult' })).toEqual({ weightLbs, weightFromSizeGroup: true, dailyKcal });
  });
});

describe('packagePricePaidUsd', () => {
  it('is the package price less the listed discount, to the cent', () => {
    expect(packagePricePaidUsd({ package: { label: '24 lb bag', grams: 10_886, priceUsd: 79.99 } }, 10)).toBe(71.99);
    expect(packagePricePaidUsd({ package: { label: '24 lb bag', grams: 10_886, priceUsd: 79.99 } })).toBe(79.99);
  });
});

describe('feedingPlanFor', () => {
  it('dry food in cups: a 50 lb adult (1164 kcal) on a 3600 kcal/kg, 360 kcal/cup, $64.99 24 lb bag', () => {
    // 1164 / 3.6 = 323.33 g a day, 1164 / 360 = 3.23 cups;
    // 323.33 g x 30.4 = 9829.3 g a month = 0.90293 of a 10886 g bag x $64.99 = $58.68.
    expect(feedingPlanFor(1164, dryFood)).toEqual({
      dailyKcal: 1164,
      dailyGrams: 323,
      servingsPerDay: 3.23,
      servingUnit: 'cup',
      monthlyCostUsd: 58.68,
      costIsEstimate: false,
    });
  });

  it('costs the discounted price the buy button shows when the catalogue lists a discount', () => {
    // $79.99 less 10% = $71.99 (to the cent); 0.90293 of a bag x $71.99 = $65.00 (x $79.99 undiscounted = $72.23).
    const discounted = { ...dryFood, package: { ...dryFood.package, priceUsd: 79.99 } };
    expect(feedingPlanFor(1164, discounted, 10).monthlyCostUsd).toBe(65);
    expect(feedingPlanFor(1164, discounted, 0).monthlyCostUsd).toBe(72.23);
  });

  it('gives a 60 lb dog and a 10 lb dog different portions and costs of the same food', () => {
    // 1335 kcal: 370.83 g, 3.71 cups, 1.03558 bags = $67.30. 348 kcal: 96.67 g, 0.97 cups, 0.26995 bags = $17.54.
    const sixtyPounds = feedingPlanFor(dailyCaloriesFor({ weightLbs: 60, age: 'adult' }), dryFood);
    const tenPounds = feedingPlanFor(dailyCaloriesFor({ weightLbs: 10, age: 'adult' }), dryFood);
    expect([sixtyPounds.dailyGrams, sixtyPounds.servingsPerDay, sixtyPounds.monthlyCostUsd]).toEqual([371, 3.71, 67.3]);
    expect([tenPounds.dailyGrams, tenPounds.servingsPerDay, tenPounds.monthlyCostUsd]).toEqual([97, 0.97, 17.54]);
  });

  it('wet food in cans: a 10 lb adult (348 kcal) on 12 x 13 oz cans for $38.88', () => {
    // 348 / 1.007 = 345.58 g, 348 / 372 = 0.94 cans; 345.58 x 30.4 = 10505.7 g = 2.37255 packs of 4428 g x $38.88 = $92.24.
    const cans = figures(
      { kcalPerKg: 1007, kcalPerServing: 372, servingUnit: 'can' },
      { label: '12 x 13 oz cans', grams: 4428, priceUsd: 38.88 },
    );
    expect(feedingPlanFor(348, cans)).toEqual({
      dailyKcal: 348,
      dailyGrams: 346,
      servingsPerDay: 0.94,
      servingUnit: 'can',
      monthlyCostUsd: 92.24,
      costIsEstimate: false,
    });
  });

  it('wet food in trays: a 10 lb adult (348 kcal) on 24 x 3.5 oz trays for $31.68', () => {
    // 348 / 1.01 = 344.55 g, 348 / 100 = 3.48 trays; 344.55 x 30.4 = 10474.5 g = 4.40844 packs of 2376 g x $31.68 = $139.66.
    const trays = figures(
      { kcalPerKg: 1010, kcalPerServing: 100, servingUnit: 'tray' },
      { label: '24 x 3.5 oz trays', grams: 2376, priceUsd: 31.68 },
    );
    expect(feedingPlanFor(348, trays)).toMatchObject({ dailyGrams: 345, servingsPerDay: 3.48, servingUnit: 'tray', monthlyCostUsd: 139.66 });
  });

  it('raw food in patties: a 35 lb adult (891 kcal) on a 6 lb bag for $54.99', () => {
    // 891 / 2.1 = 424.29 g, 891 / 60 = 14.85 patties; 424.29 x 30.4 = 12898.3 g = 4.73853 bags of 2722 g x $54.99 = $260.57.
    const patties = figures(
      { kcalPerKg: 2100, kcalPerServing: 60, servingUnit: 'patty' },
      { label: '6 lb bag', grams: 2722, priceUsd: 54.99 },
    );
    expect(feedingPlanFor(891, patties)).toMatchObject({ dailyGrams: 424, servingsPerDay: 14.85, servingUnit: 'patty', monthlyCostUsd: 260.57 });
  });

  it('fresh food in pouches: a 35 lb adult (891 kcal) on a $45.00 weekly box of 7 x 1 lb pouches', () => {
    // 891 / 1.3 = 685.38 g, 891 / 590 = 1.51 pouches; 685.38 x 30.4 = 20835.7 g = 6.55623 boxes of 3178 g x $45 = $295.03.
    const pouches = figures(
      { kcalPerKg: 1300, kcalPerServing: 590, servingUnit: 'pouch' },
      { label: '7 x 1 lb pouches (one week)', grams: 3178, priceUsd: 45 },
    );
    expect(feedingPlanFor(891, pouches)).toMatchObject({ dailyGrams: 685, servingsPerDay: 1.51, servingUnit: 'pouch', monthlyCostUsd: 295.03 });
  });

  it('works a month out as 30.4 days', () => {
    const kilogramForOneDollar = figures(
      { kcalPerKg: 1000, kcalPerServing: 100, servingUnit: 'cup' },
      { label: '1 kg bag', grams: 1000, priceUsd: 1 },
    );
    // 1000 kcal = 1 kg = $1 a day.
    expect(feedingPlanFor(1000, kilogramForOneDollar).monthlyCostUsd).toBe(DAYS_PER_MONTH);
  });

  it('marks the cost as an estimate only when a figure behind it is estimated', () => {
    const withEstimates = (estimated: FoodFigures['estimated']) => feedingPlanFor(1164, { ...dryFood, estimated }).costIsEstimate;
    expect(withEstimates(['energy'])).toBe(true);
    expect(withEstimates(['package'])).toBe(true);
    expect(withEstimates(['price'])).toBe(true);
    expect(withEstimates(['serving'])).toBe(false);
    expect(withEstimates([])).toBe(false);
  });

  it('refuses figures that would give a meaningless portion or cost', () => {
    expect(() => feedingPlanFor(0, dryFood)).toThrow(RangeError);
    expect(() => feedingPlanFor(Number.NaN, dryFood)).toThrow(RangeError);
    expect(() => feedingPlanFor(1164, { ...dryFood, package: { ...dryFood.package, grams: 0 } })).toThrow(RangeError);
    expect(() => feedingPlanFor(1164, { ...dryFood, energy: { ...dryFood.energy, kcalPerKg: 0 } })).toThrow(RangeError);
    expect(() => feedingPlanFor(1164, dryFood, 100)).toThrow(RangeError);
    expect(() => feedingPlanFor(1164, dryFood, -5)).toThrow(RangeError);
  });
});
