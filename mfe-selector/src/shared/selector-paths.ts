import type { BreadcrumbItem } from '@gentlebowl/platform';

/** The routes this remote owns (the shell's route table maps them to the exposed pages). */
export const FOOD_SELECTOR_PATH = '/food-selector';

export function dogFoodPath(id: number): string {
  return `/dog-food/${id}`;
}

/** Breadcrumb trail items shared by the selector and the detail pages (spec "Food Selector" and
 * "Dog food detail"). */
export const homeCrumb: BreadcrumbItem = { label: 'Home', href: '/' };
export const FOOD_SELECTOR_CRUMB_LABEL = 'Best Dog Food for Sensitive Stomach';
/** The middle crumb while a product page loads (spec "Dog food detail"). */
export const FOOD_SELECTOR_SHORT_CRUMB_LABEL = 'Food Selector';
