/**
 * The food transition schedules of spec section 9. Each day gives the share of NEW food as a whole
 * percentage; the current food is the remainder. Amounts are fractions of the cups the dog eats
 * today: current = cups x (100 - share) / 100, new = cups x share / 100. Shares are kept as whole
 * percentages (not 0.1, 0.2 ...) so the amounts carry no binary rounding noise (1.25 x 10 / 100 is
 * exactly 0.125, 1.25 x 0.1 is not).
 */

export const TRANSITION_PERIODS = [7, 10] as const;
export type TransitionPeriod = (typeof TRANSITION_PERIODS)[number];
export const DEFAULT_TRANSITION_PERIOD: TransitionPeriod = 10;

/** New-food share (percent) for day 1, day 2, ... of each schedule. */
export const NEW_FOOD_PERCENT_BY_DAY: Readonly<Record<TransitionPeriod, readonly number[]>> = {
  7: [25, 25, 50, 50, 75, 75, 100],
  10: [10, 10, 20, 30, 40, 50, 60, 70, 80, 100],
};

export interface TransitionDay {
  day: number;
  /** Share of the new food, whole percent. */
  newFoodPercent: number;
  /** Share of the current food, whole percent. */
  currentFoodPercent: number;
  currentFoodCups: number;
  newFoodCups: number;
}

export interface TransitionPlanInput {
  cupsPerDay: number;
  transitionPeriod: TransitionPeriod;
}

export function isTransitionPeriod(value: unknown): value is TransitionPeriod {
  return TRANSITION_PERIODS.some((period) => period === value);
}

/**
 * The day-by-day plan. Throws a RangeError for an amount that is not a positive finite number or a
 * period other than 7 or 10 days; the calculator reports that as a calculation error.
 */
export function createTransitionPlan({ cupsPerDay, transitionPeriod }: TransitionPlanInput): TransitionDay[] {
  if (!Number.isFinite(cupsPerDay) || cupsPerDay <= 0) {
    throw new RangeError(`Cups per day must be a positive number, got ${cupsPerDay}`);
  }
  if (!isTransitionPeriod(transitionPeriod)) {
    throw new RangeError(`A transition takes 7 or 10 days, got ${transitionPeriod}`);
  }

  return NEW_FOOD_PERCENT_BY_DAY[transitionPeriod].map((newFoodPercent, index) => {
    const currentFoodPercent = 100 - newFoodPercent;
    return {
      day: index + 1,
      newFoodPercent,
      currentFoodPercent,
      currentFoodCups: (cupsPerDay * currentFoodPercent) / 100,
      newFoodCups: (cupsPerDay * newFoodPercent) / 100,
    };
  });
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
