import { type CupEnergy, typicalCupEnergy, wizardFoodTypeValues } from '@gentlebowl/contracts';
import { createTransitionPlan, scheduleSteps, type TransitionPeriod, type TransitionPlan } from './transition-plan';

const dry = typicalCupEnergy.dry;
const wet = typicalCupEnergy.wet;

const planOf = (cupsPerDay: number, transitionPeriod: TransitionPeriod, currentFood: CupEnergy, newFood: CupEnergy) =>
  createTransitionPlan({ cupsPerDay, transitionPeriod, currentFood, newFood });

const isEighth = (cups: number) => Number.isInteger(cups * 8);

/** The calories the owner serves in a day: by the cups, and by the grams. */
function dayCalories(plan: TransitionPlan, current: CupEnergy, next: CupEnergy) {
  const kcalPerGram = (food: CupEnergy) => food.kcalPerCup / food.gramsPerCup;
  return plan.days.map((day) => ({
    byCups: day.currentFood.cups * current.kcalPerCup + day.newFood.cups * next.kcalPerCup,
    byGrams: day.currentFood.grams * kcalPerGram(current) + day.newFood.grams * kcalPerGram(next),
    newFoodKcalByGrams: day.newFood.grams * kcalPerGram(next),
    newFoodPercent: day.newFoodPercent,
  }));
}

describe('createTransitionPlan', () => {
  it('follows the 7-day and 10-day tables for the new food’s share', () => {
    expect(planOf(2, 7, dry, wet).days.map((day) => day.newFoodPercent)).toEqual([25, 25, 50, 50, 75, 75, 100]);
    expect(planOf(2, 10, dry, wet).days.map((day) => day.newFoodPercent)).toEqual([10, 10, 20, 30, 40, 50, 60, 70, 80, 100]);
    for (const day of planOf(2, 10, dry, wet).days) expect(day.currentFoodPercent + day.newFoodPercent).toBe(100);
  });

  it('keeps a dry-to-wet switch at the dog’s daily calories, in eighths of a cup and in grams', () => {
    const plan = planOf(2, 10, dry, wet);

    expect(plan.dailyKcal).toBe(2 * dry.kcalPerCup);
    expect(plan.cupsFollowPlan).toBe(true);
    for (const [index, day] of dayCalories(plan, dry, wet).entries()) {
      expect(Math.abs(day.byCups - plan.dailyKcal) / plan.dailyKcal).toBeLessThanOrEqual(0.05);
      expect(Math.abs(day.byGrams - plan.dailyKcal) / plan.dailyKcal).toBeLessThanOrEqual(0.01);
      expect((day.newFoodKcalByGrams / plan.dailyKcal) * 100).toBeCloseTo(day.newFoodPercent, 0);
      expect(plan.days[index]?.cupKcal).toBeCloseTo(day.byCups, 6);
    }
    for (const day of plan.days) {
      expect(isEighth(day.currentFood.cups) && isEighth(day.newFood.cups)).toBe(true);
    }
  });

  it('ends a dry-to-wet switch on 3 cups of wet food, not the 2 cups of dry the dog ate', () => {
    // 2 cups x 385 kcal = 770 kcal a day; at 255 kcal a cup that is 3.02 cups of wet food.
    const lastDay = planOf(2, 7, dry, wet).days.at(-1);
    expect(lastDay?.currentFood).toEqual({ cups: 0, grams: 0 });
    expect(lastDay?.newFood).toEqual({ cups: 3, grams: 710 });
  });

  it('serves the dry food of a fresh-to-dry switch in fewer cups than the fresh food it replaces', () => {
    const fresh = typicalCupEnergy.fresh;
    const plan = planOf(3, 7, fresh, dry);
    expect(plan.days.map((day) => [day.currentFood.cups, day.newFood.cups])).toEqual([
      [2.25, 0.625],
      [2.25, 0.625],
      [1.5, 1.125],
      [1.5, 1.125],
      [0.75, 1.75],
      [0.75, 1.75],
      [0, 2.375],
    ]);
    for (const day of dayCalories(plan, fresh, dry)) {
      expect(Math.abs(day.byCups - plan.dailyKcal) / plan.dailyKcal).toBeLessThanOrEqual(0.05);
    }
  });

  it('splits the same cups between two foods of one type, rounded to eighths that add up to the usual amount', () => {
    const plan = planOf(1.25, 7, dry, dry);
    expect(plan.days.map((day) => [day.currentFood.cups, day.newFood.cups])).toEqual([
      [0.875, 0.375],
      [0.875, 0.375],
      [0.625, 0.625],
      [0.625, 0.625],
      [0.25, 1],
      [0.25, 1],
      [0, 1.25],
    ]);
  });

  it('stays within 5% of the daily calories in eighths of a cup for any two food types from 2 cups a day up', () => {
    const strayingPlans: string[] = [];
    for (const currentType of wizardFoodTypeValues) {
      for (const newType of wizardFoodTypeValues) {
        for (const period of [7, 10] as const) {
          for (let cupsPerDay = 2; cupsPerDay <= 8; cupsPerDay += 0.25) {
            const [current, next] = [typicalCupEnergy[currentType], typicalCupEnergy[newType]];
            const plan = planOf(cupsPerDay, period, current, next);
            const strays = dayCalories(plan, current, next).some((day) => Math.abs(day.byCups - plan.dailyKcal) > plan.dailyKcal * 0.05);
            if (strays || !plan.cupsFollowPlan) strayingPlans.push(`${cupsPerDay} cups ${currentType} to ${newType} over ${period} days`);
          }
        }
      }
    }
    expect(strayingPlans).toEqual([]);
  });

  it('serves at least 1/8 cup of each food a day includes, and says when such small meals need weighing', () => {
    const plan = planOf(0.25, 10, dry, wet);
    expect(plan.days[0]?.newFood.cups).toBe(0.125);
    expect(plan.days[8]?.currentFood.cups).toBe(0.125);
    expect(plan.cupsFollowPlan).toBe(false);
    for (const day of dayCalories(plan, dry, wet)) {
      expect(Math.abs(day.byGrams - plan.dailyKcal)).toBeLessThanOrEqual(plan.dailyKcal * 0.05);
    }
  });

  it('says to weigh a quarter cup of one dry food for another, whose cups are the same every day though the calories add up', () => {
    const plan = planOf(0.25, 10, dry, dry);
    // Day 1 asks for 10% new food; 1/8 cup of each is half and half, and so is every day up to day 9.
    expect(plan.days.slice(0, 9).map((day) => [day.currentFood.cups, day.newFood.cups])).toEqual(Array(9).fill([0.125, 0.125]));
    expect(plan.days[0]?.cupKcal).toBe(plan.dailyKcal);
    expect(plan.days[0]?.cupNewFoodPercent).toBe(50);
    expect(plan.cupsFollowPlan).toBe(false);
    // The grams keep the schedule's shares: 0.225 and 0.025 of a 105 g cup.
    expect(plan.days[0]).toMatchObject({ currentFood: { grams: 24 }, newFood: { grams: 3 } });
  });

  it('keeps cups for a cup a day of one dry food for another, each day within a step of the schedule', () => {
    const plan = planOf(1, 10, dry, dry);
    expect(plan.days[0]).toMatchObject({ currentFood: { cups: 0.875 }, newFood: { cups: 0.125 }, cupNewFoodPercent: 12.5 });
    expect(plan.cupsFollowPlan).toBe(true);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p cups a day', (cupsPerDay) => {
    expect(() => planOf(cupsPerDay, 7, dry, wet)).toThrow(RangeError);
  });

  it('rejects a food without positive calories or weight per cup', () => {
    expect(() => planOf(2, 7, dry, { kcalPerCup: 0, gramsPerCup: 235 })).toThrow(RangeError);
    expect(() => planOf(2, 7, { kcalPerCup: 385, gramsPerCup: Number.NaN }, wet)).toThrow(RangeError);
  });

  it('rejects a period other than 7 or 10 days', () => {
    expect(() => planOf(2, 14 as TransitionPeriod, dry, wet)).toThrow(RangeError);
  });
});

describe('scheduleSteps', () => {
  it('merges the 7-day schedule into its four steps', () => {
    expect(scheduleSteps(7)).toEqual([
      { firstDay: 1, lastDay: 2, newFoodPercent: 25 },
      { firstDay: 3, lastDay: 4, newFoodPercent: 50 },
      { firstDay: 5, lastDay: 6, newFoodPercent: 75 },
      { firstDay: 7, lastDay: 7, newFoodPercent: 100 },
    ]);
  });

  it('keeps the 10-day schedule day by day after its first two days', () => {
    expect(scheduleSteps(10).map((step) => [step.firstDay, step.lastDay, step.newFoodPercent])).toEqual([
      [1, 2, 10],
      [3, 3, 20],
      [4, 4, 30],
      [5, 5, 40],
      [6, 6, 50],
      [7, 7, 60],
      [8, 8, 70],
      [9, 9, 80],
      [10, 10, 100],
    ]);
  });
});
