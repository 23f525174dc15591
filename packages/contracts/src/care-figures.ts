// The figures of the site's care advice that more than one page states (spec "Guide figures" and the
// project's domain notes). The guide, the FAQ, the tips, the recipes, the dog food guides, the tools,
// the contact note and the legal pages word them from here; the posts, Markdown that editors write,
// are held to them by a content test (services/src/content/site-content.test.ts).

/** How long a sign may last before it needs a vet rather than a change of food. */
export const vetVisitThresholds = {
  /** Vomiting or diarrhea lasting longer than this. */
  lastingSigns: '24-48 hours',
  /** No appetite for longer than this. */
  noAppetite: '24 hours',
} as const;

/** How long a change of food takes. */
export const transitionDays = {
  /** The common plan: steps of 25, 50, 75 and 100% new food. */
  usual: 7,
  /** Dogs with sensitive stomachs often do better over this many days. */
  sensitive: '10-14',
} as const;

/**
 * What a cup of dry food typically holds, as labels state it: "about 300 to 450 kcal per cup". Real
 * foods stray from it (the catalogue's dry foods hold 339-465 kcal a cup, `cup-energy.ts`), which is
 * why the calculators offer the catalogue's foods and tell owners to read their bag.
 */
export const dryFoodKcalPerCup = { low: 300, high: 450 } as const;

/** "about 300 to 450 kcal per cup", as a sentence reads the range. */
export const dryFoodKcalPerCupText = `about ${dryFoodKcalPerCup.low} to ${dryFoodKcalPerCup.high} kcal per cup`;
