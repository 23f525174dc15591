import type { FoodEnergy } from './feeding.js';
import { cupEnergyOf, typicalCupEnergy } from './cup-energy.js';
import { dryFoodKcalPerCup } from './care-figures.js';

function foodWith(foodType: string, energy: FoodEnergy) {
  return { foodType, label: { energy } };
}

describe('typicalCupEnergy', () => {
  it("puts a typical cup of dry food in the range the site's pages state, and moist foods well below it, per cup and per gram", () => {
    const dry = typicalCupEnergy.dry;
    expect(dry.kcalPerCup).toBeGreaterThanOrEqual(dryFoodKcalPerCup.low);
    expect(dry.kcalPerCup).toBeLessThanOrEqual(dryFoodKcalPerCup.high);
    for (const moist of [typicalCupEnergy.wet, typicalCupEnergy.fresh, typicalCupEnergy.homemade]) {
      expect(moist.kcalPerCup).toBeLessThan(dry.kcalPerCup * 0.85);
      expect(moist.kcalPerCup / moist.gramsPerCup).toBeLessThan((dry.kcalPerCup / dry.gramsPerCup) / 2);
    }
  });
});

describe('cupEnergyOf', () => {
  it('reads the cup from a label that counts in cups, its weight from the kcal/kg', () => {
    const cup = cupEnergyOf(foodWith('dry', { kcalPerKg: 4100, kcalPerServing: 465, servingUnit: 'cup' }));
    expect(cup?.kcalPerCup).toBe(465);
    expect(cup?.gramsPerCup).toBeCloseTo(113.4, 1);
    expect(cup?.cupWeightIsTypical).toBe(false);
  });

  it('weighs a canned food’s kcal/kg out in a typical cup of its type', () => {
    const cup = cupEnergyOf(foodWith('wet', { kcalPerKg: 1160, kcalPerServing: 428, servingUnit: 'can' }));
    expect(cup?.gramsPerCup).toBe(typicalCupEnergy.wet.gramsPerCup);
    expect(cup?.kcalPerCup).toBeCloseTo(1.16 * typicalCupEnergy.wet.gramsPerCup, 6);
    expect(cup?.cupWeightIsTypical).toBe(true);
  });

  it('has no cup for a food counted in patties of a type without a typical cup, or without energy figures', () => {
    expect(cupEnergyOf(foodWith('freeze-dried', { kcalPerKg: 4500, kcalPerServing: 64, servingUnit: 'patty' }))).toBeNull();
    expect(cupEnergyOf(foodWith('dry', { kcalPerKg: 0, kcalPerServing: 400, servingUnit: 'cup' }))).toBeNull();
  });
});
