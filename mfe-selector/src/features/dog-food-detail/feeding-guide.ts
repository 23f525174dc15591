import { transitionDays } from '@gentlebowl/contracts';

/** The static feeding table of spec section 9: body weight to a daily amount of dry food. */
export const FEEDING_TABLE: readonly { weight: string; dailyAmount: string }[] = [
  { weight: '5-15 lbs', dailyAmount: '1/2-1 cup' },
  { weight: '16-25 lbs', dailyAmount: '1-1.5 cups' },
  { weight: '26-50 lbs', dailyAmount: '1.5-2.75 cups' },
  { weight: '51-75 lbs', dailyAmount: '2.75-3.67 cups' },
  { weight: '76+ lbs', dailyAmount: '3.67 cups plus 1/3 cup per 10 lbs over 75' },
];

/** Transition advice of spec section 9. */
export const TRANSITION_TIPS: readonly string[] = [
  `Switch over 7-10 days, or ${transitionDays.sensitive} days for a dog with a sensitive stomach.`,
  'Mix in the new food in steps of 25%, 50%, 75% and then 100%, staying 2-3 days on each step.',
  'If stools loosen, stay on the current step for a few more days before moving on.',
  'Refrigerate opened wet or fresh food and use leftovers within 3 days.',
];

/**
 * What the Nutritional Info tab shows for every product (spec: static Guaranteed Analysis): the
 * ranges that suit a sensitive stomach, to compare with the figures on the bag.
 */
export const GUARANTEED_ANALYSIS: readonly { nutrient: string; amount: string }[] = [
  { nutrient: 'Crude protein', amount: '25-30% (min)' },
  { nutrient: 'Crude fat', amount: '12-16% (min)' },
  { nutrient: 'Crude fiber', amount: '3-5% (max)' },
  { nutrient: 'Moisture', amount: 'About 10% for dry food, 75-85% for wet food (max)' },
];
