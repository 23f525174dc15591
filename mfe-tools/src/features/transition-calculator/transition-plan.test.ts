import { createTransitionPlan, scheduleSteps, type TransitionPeriod } from './transition-plan';

const shares = (period: TransitionPeriod) =>
  createTransitionPlan({ cupsPerDay: 1, transitionPeriod: period }).map((day) => day.newFoodPercent);

describe('createTransitionPlan', () => {
  it('follows the 7-day table: 25, 25, 50, 50, 75, 75, 100 percent new food', () => {
    expect(shares(7)).toEqual([25, 25, 50, 50, 75, 75, 100]);
  });

  it('follows the 10-day table: 10, 10, 20, 30, 40, 50, 60, 70, 80, 100 percent new food', () => {
    expect(shares(10)).toEqual([10, 10, 20, 30, 40, 50, 60, 70, 80, 100]);
  });

  it('splits 2 cups a day over 7 days', () => {
    expect(createTransitionPlan({ cupsPerDay: 2, transitionPeriod: 7 })).toEqual([
      { day: 1, newFoodPercent: 25, currentFoodPercent: 75, currentFoodCups: 1.5, newFoodCups: 0.5 },
      { day: 2, newFoodPercent: 25, currentFoodPercent: 75, currentFoodCups: 1.5, newFoodCups: 0.5 },
      { day: 3, newFoodPercent: 50, currentFoodPercent: 50, currentFoodCups: 1, newFoodCups: 1 },
      { day: 4, newFoodPercent: 50, currentFoodPercent: 50, currentFoodCups: 1, newFoodCups: 1 },
      { day: 5, newFoodPercent: 75, currentFoodPercent: 25, currentFoodCups: 0.5, newFoodCups: 1.5 },
      { day: 6, newFoodPercent: 75, currentFoodPercent: 25, currentFoodCups: 0.5, newFoodCups: 1.5 },
      { day: 7, newFoodPercent: 100, currentFoodPercent: 0, currentFoodCups: 0, newFoodCups: 2 },
    ]);
  });

  it('splits 2.5 cups a day over 10 days', () => {
    const plan = createTransitionPlan({ cupsPerDay: 2.5, transitionPeriod: 10 });
    expect(plan.map((day) => [day.day, day.currentFoodCups, day.newFoodCups])).toEqual([
      [1, 2.25, 0.25],
      [2, 2.25, 0.25],
      [3, 2, 0.5],
      [4, 1.75, 0.75],
      [5, 1.5, 1],
      [6, 1.25, 1.25],
      [7, 1, 1.5],
      [8, 0.75, 1.75],
      [9, 0.5, 2],
      [10, 0, 2.5],
    ]);
  });

  it('keeps every day summing to the dog’s usual amount and 100 percent', () => {
    for (const period of [7, 10] as const) {
      for (const day of createTransitionPlan({ cupsPerDay: 1.75, transitionPeriod: period })) {
        expect(day.currentFoodPercent + day.newFoodPercent).toBe(100);
        expect(day.currentFoodCups + day.newFoodCups).toBeCloseTo(1.75, 10);
      }
    }
  });

  it('gives exact amounts for a tenth of a quarter-cup step (1.25 x 10% = 0.125)', () => {
    const [firstDay] = createTransitionPlan({ cupsPerDay: 1.25, transitionPeriod: 10 });
    expect(firstDay?.newFoodCups).toBe(0.125);
    expect(firstDay?.currentFoodCups).toBe(1.125);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p cups a day', (cupsPerDay) => {
    expect(() => createTransitionPlan({ cupsPerDay, transitionPeriod: 7 })).toThrow(RangeError);
  });

  it('rejects a period other than 7 or 10 days', () => {
    expect(() => createTransitionPlan({ cupsPerDay: 2, transitionPeriod: 14 as TransitionPeriod })).toThrow(RangeError);
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
