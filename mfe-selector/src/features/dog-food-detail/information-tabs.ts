/**
 * The product page's information tabs, by the ids its address names (`?tab=nutritional-info`); the
 * first is open when the address names none. A form inside a tab sends its tab's id along, so its
 * answer opens on the same tab.
 */
export const INFORMATION_TABS = {
  productDetails: 'product-details',
  nutritionalInfo: 'nutritional-info',
  feedingGuide: 'feeding-guide',
} as const;
