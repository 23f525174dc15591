import { type CupEnergy, roundHalfUp } from '@gentlebowl/contracts';

/**
 * The food transition schedules of spec section 9, planned by calories (DOMAIN "Feeding by energy,
 * not by volume"). Each day gives the share of NEW food as a whole percentage; the current food is
 * the remainder. The shares are shares of the dog's daily calories, which stay what the dog eats
 * today: a cup of dry food holds far more than a cup of wet or fresh food, so swapping cup for cup
 * would leave the dog underfed by the end of the switch.
 *
 * Each day's amounts are measurable: whole cups and eighths of a cup, and grams for a kitchen scale.
 * Rounding both foods to eighths moves the day's calories; of the eighths just below and above each
 * exact amount, the pair whose calories come closest to the daily calories is served. The grams are
 * the exact calorie share, weighed.
 */

export const TRANSITION_PERIODS = [7, 10] as const;
export type TransitionPeriod = (typeof TRANSITION_PERIODS)[number];
export const DEFAULT_TRANSITION_PERIOD: TransitionPeriod = 10;

/** New-food share (percent of the day's calories) for day 1, day 2, ... of each schedule. */
export const NEW_FOOD_PERCENT_BY_DAY: Readonly<Record<TransitionPeriod, readonly number[]>> = {
  7: [25, 25, 50, 50, 75, 75, 100],
  10: [10, 10, 20, 30, 40, 50, 60, 70, 80, 100],
};

/** How far a day's cups may stray from the daily calories before the plan says to weigh instead. */
export const CUP_CALORIE_TOLERANCE = 0.05;

/**
 * How far a day's cups may move the new food's share of the calories off the schedule, in
 * percentage points, before the plan says to weigh instead: one step of the 10-day schedule. Below
 * that, eighths cannot tell the days apart (a quarter cup a day is 1/8 cup of each food from day 1 to
 * day 9, half and half, whatever the schedule says).
 */
export const CUP_SHARE_TOLERANCE_POINTS = 10;

const EIGHTHS_PER_CUP = 8;

/** One food's amount for one day. */
export interface FoodAmount {
  /** A multiple of 1/8 cup. */
  cups: number;
  /** The day's calorie share of the food, in whole grams. */
  grams: number;
}

export interface TransitionDay {
  day: number;
  /** Share of the new food in the day's calories, whole percent. */
  newFoodPercent: number;
  /** Share of the current food in the day's calories, whole percent. */
  currentFoodPercent: number;
  currentFood: FoodAmount;
  newFood: FoodAmount;
  /** Calories in the day's cups of both foods. */
  cupKcal: number;
  /** The new food's share of the calories in the day's cups, percent (not rounded). */
  cupNewFoodPercent: number;
}

export interface TransitionPlan {
  /** What the dog eats today: its cups of the current food times that food's calories per cup. */
  dailyKcal: number;
  days: TransitionDay[];
  /**
   * False when the meals are so small that 1/8-cup steps move a day's calories by more than 5%, or
   * its share of new food off the schedule by more than a step: the grams are then what to serve.
   */
  cupsFollowPlan: boolean;
}

export interface TransitionPlanInput {
  /** Cups of the current food the dog eats in a day. */
  cupsPerDay: number;
  transitionPeriod: TransitionPeriod;
  currentFood: CupEnergy;
  newFood: CupEnergy;
}

export function isTransitionPeriod(value: unknown): value is TransitionPeriod {
  return TRANSITION_PERIODS.some((period) => period === value);
}

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/** One food's part of one day: its share of the calories and the exact cups that share comes to. */
interface DayShare {
  food: CupEnergy;
  percent: number;
  exactCups: number;
}

/**
 * The eighths of a cup just below and just above a share's exact cups. A food the day includes gets
 * at least 1/8 cup, so the new food is in the bowl from day 1 and the old one until its last day.
 */
function eighthsAround({ exactCups, percent }: DayShare): number[] {
  if (percent === 0) return [0];
  // Trimmed first so that 2.0000000001 eighths, binary noise, counts as 2.
  const eighths = roundHalfUp(exactCups * EIGHTHS_PER_CUP, 9);
  const below = Math.max(1, Math.floor(eighths));
  const above = Math.max(1, Math.ceil(eighths));
  return [...new Set([below, above])].map((count) => count / EIGHTHS_PER_CUP);
}

/**
 * The cups to serve of each food: of the eighths around each exact amount, the pair whose calories
 * come closest to the daily calories; between pairs equally close, the one nearer the exact amounts.
 */
function servedCups(dailyKcal: number, current: DayShare, next: DayShare) {
  const pairs = eighthsAround(current).flatMap((currentCups) =>
    eighthsAround(next).map((newCups) => ({
      currentCups,
      newCups,
      kcal: currentCups * current.food.kcalPerCup + newCups * next.food.kcalPerCup,
      drift: Math.abs(currentCups - current.exactCups) + Math.abs(newCups - next.exactCups),
    })),
  );
  const gap = (pair: { kcal: number }) => Math.abs(pair.kcal - dailyKcal);
  return pairs.reduce((best, pair) =>
    gap(pair) < gap(best) || (gap(pair) === gap(best) && pair.drift < best.drift) ? pair : best,
  );
}

/**
 * The day-by-day plan. Throws a RangeError for an amount or a food's cup figures that are not
 * positive finite numbers, or a period other than 7 or 10 days; the calculator reports that as a
 * calculation error.
 */
export function createTransitionPlan({ cupsPerDay, transitionPeriod, currentFood, newFood }: TransitionPlanInput): TransitionPlan {
  if (!isPositive(cupsPerDay)) {
    throw new RangeError(`Cups per day must be a positive number, got ${cupsPerDay}`);
  }
  if (!isTransitionPeriod(transitionPeriod)) {
    throw new RangeError(`A transition takes 7 or 10 days, got ${transitionPeriod}`);
  }
  for (const food of [currentFood, newFood]) {
    if (!(isPositive(food.kcalPerCup) && isPositive(food.gramsPerCup))) {
      throw new RangeError(`A food needs positive calories and grams per cup, got ${food.kcalPerCup} kcal, ${food.gramsPerCup} g`);
    }
  }

  const dailyKcal = cupsPerDay * currentFood.kcalPerCup;
  const days = NEW_FOOD_PERCENT_BY_DAY[transitionPeriod].map((newFoodPercent, index): TransitionDay => {
    const currentFoodPercent = 100 - newFoodPercent;
    const shareOf = (food: CupEnergy, percent: number): DayShare => ({
      food,
      percent,
      exactCups: (dailyKcal * percent) / 100 / food.kcalPerCup,
    });
    const current = shareOf(currentFood, currentFoodPercent);
    const next = shareOf(newFood, newFoodPercent);
    const served = servedCups(dailyKcal, current, next);
    const newFoodCupKcal = served.newCups * newFood.kcalPerCup;
    return {
      day: index + 1,
      newFoodPercent,
      currentFoodPercent,
      currentFood: { cups: served.currentCups, grams: Math.round(current.exactCups * currentFood.gramsPerCup) },
      newFood: { cups: served.newCups, grams: Math.round(next.exactCups * newFood.gramsPerCup) },
      cupKcal: served.kcal,
      cupNewFoodPercent: (newFoodCupKcal / served.kcal) * 100,
    };
  });

  return {
    dailyKcal,
    days,
    cupsFollowPlan: days.every(
      (day) =>
        Math.abs(day.cupKcal - dailyKcal) <= dailyKcal * CUP_CALORIE_TOLERANCE &&
        Math.abs(day.cupNewFoodPercent - day.newFoodPercent) <= CUP_SHARE_TOLERANCE_POINTS,
    ),
  };
}

export interface ScheduleStep {
  firstDay: number;
  lastDay: number;
  newFoodPercent: number;
}

/** A schedule as its steps, consecutive days with the same share merged (7 days: days 1-2 at 25%, ...). */
export function scheduleSteps(transitionPeriod: TransitionPeriod): ScheduleStep[] {
  const steps: ScheduleStep[] = [];
  NEW_FOOD_PERCENT_BY_DAY[transitionPeriod].forEach((newFoodPercent, index) => {
    const day = index + 1;
    const previous = steps.at(-1);
    if (previous && previous.newFoodPercent === newFoodPercent) {
      previous.lastDay = day;
    } else {
      steps.push({ firstDay: day, lastDay: day, newFoodPercent });
    }
  });
  return steps;
}
