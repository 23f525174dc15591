import { DEFAULT_PRICE_MAX_AGE_DAYS, dogInWords, referenceDog, resultsSectionHeadings } from '@gentlebowl/contracts';

/**
 * How the Food Selector really picks foods, in owners' words. It restates the recommendation engine
 * (services/src/recommendations/engine: hard-rules.ts and the weights in scoring.ts, written up in
 * services/docs/recommendation-method.md); a change to a rule or weight there changes this text too.
 */

/** What the catalogue records about every food, and where each fact comes from. */
export const catalogueFacts: readonly string[] = [
  "The ingredient list, the calories (per kg, and per cup, can or pouch), the food type, and the life stages and dog sizes the food is made for, from the maker's label, with the page they were read from and the day. A figure we could not read from a label is marked as our estimate.",
  'Which of the seven allergens on our form (chicken, beef, dairy, wheat, soy, eggs, corn) appear anywhere in the food, checked against its ingredient list.',
  "The symptoms the food is suited to. This is our editors' judgement from its formulation and purpose, not a clinical trial of that food.",
  `Prices, each for one package at one retailer on the day it was seen there ("$71.99 for a 30 lb bag at Chewy on Nov 2, 2026"). A price counts as current for ${DEFAULT_PRICE_MAX_AGE_DAYS} days; after that it is shown as out of date and no cost is worked out from it. Where a price is our estimate of a typical shelf price, it says so.`,
  "A retailer's star rating, with the number of reviews, the retailer and the day we saw it. We show no Amazon star ratings and give no stars of our own.",
  'A "Vet Recommended" or "Clinically Proven" badge only where a named reviewer with a credential stands behind it, with the date of the review, on a "Reviewed by" line. No veterinarian reviews foods for us yet, so our foods show no such badges.',
  `From the calories and the package your dog would buy, the selector works out your dog's daily portion and monthly cost, and the list of all our foods shows the budget band a month of each falls in for a ${dogInWords(referenceDog)}. A cost is a guide, not a price quote.`,
];

/** The hard rules: a food that breaks any of them is never shown, whatever its score. */
export const hardRules: readonly string[] = [
  'Its label lists anything you ticked under allergies.',
  'It is not one of the food types you chose. Freeze-dried and dehydrated foods are shown to owners who choose Raw Diet, as the shelf-stable forms of raw feeding, and their cards say so.',
  "It is not made for your dog's age group (puppy, young adult, adult or senior).",
  "It is not made for your dog's size (small, medium, large or giant).",
];

export interface ScoringFactor {
  factor: string;
  /** Most points a food can earn from this factor. */
  maxPoints: number;
  /** How the points are shown in the table ("up to 50"). */
  pointsLabel: string;
  how: string;
}

/** The points each remaining food earns; the sum of the maxima is the score of a perfect fit. */
export const scoringFactors: readonly ScoringFactor[] = [
  {
    factor: "Your dog's symptoms",
    maxPoints: 50,
    pointsLabel: 'up to 50',
    how: 'The share of the symptoms you ticked that the food is suited to: half of them earns 25.',
  },
  {
    factor: 'Ingredients you prefer',
    maxPoints: 15,
    pointsLabel: 'up to 15',
    how: 'The share of your preferred ingredients the food is made with.',
  },
  {
    factor: 'Your budget',
    maxPoints: 15,
    pointsLabel: '15 to minus 32',
    how: '15 within your band, 12 one band cheaper, 9 two or more bands cheaper, and minus 8 for every band above it.',
  },
  {
    factor: 'Vet recommended',
    maxPoints: 6,
    pointsLabel: '6',
    how: 'Only where a named reviewer with a credential and a date stands behind the badge.',
  },
  {
    factor: 'Clinically proven formula',
    maxPoints: 4,
    pointsLabel: '4',
    how: 'The same: only with a named reviewer.',
  },
];

export const perfectFitPoints = scoringFactors.reduce((sum, { maxPoints }) => sum + maxPoints, 0);

/** How the ranked list is cut and explained. */
export const rankingNotes: readonly string[] = [
  "A retailer's star rating earns no points: it says nothing about a sensitive stomach.",
  'Foods with equal points are ordered by their catalogue number, so the same answers always give the same list.',
  `A food is listed as fitting only when it is made for at least one of the symptoms you ticked, and its card names which. When none is, the results say so and list up to three that fit everything else apart, under "${resultsSectionHeadings.notMadeForSymptoms('your dog')}".`,
  'You see up to six foods, each with two to four short reasons it was picked: the symptoms it suits, the allergens its label does not list, how it fits your budget, and so on.',
  `The foods within your budget come first, best first, then the foods without a current price. Foods that fit everything else but cost more are not hidden: they follow under "${resultsSectionHeadings.overBudget}", closest to your budget first, each saying how much more it costs a month.`,
  'The monthly cost comes from the package your dog would buy: the largest it finishes within about six weeks, since an opened bag goes stale, or the smallest when even that lasts longer.',
  "A puppy's calories follow the National Research Council's growth formula (2006), from its weight now and its expected adult weight. Without both, the results ask for them rather than guess.",
  `Prescription diets are sold only with a vet's authorization, so unless you tell us a vet has diagnosed a condition or prescribed a diet, they are listed apart under "${resultsSectionHeadings.askYourVet}" and never as the top pick.`,
  'No brand or retailer can pay for a place in the list, and affiliate commissions play no part in the score.',
];

/** Limits the owner must know before trusting a result. */
export const methodLimits: readonly string[] = [
  'Labels are not guarantees. Over-the-counter "limited ingredient" foods have been found to contain proteins their labels do not list, so our allergy filter lowers the risk but guarantees nothing. For a confirmed or suspected food allergy, the strict option is a prescription hydrolyzed or novel-protein diet chosen with your vet.',
  'Only the allergies on the form are filtered. Lamb, for example, troubles some dogs but is not on the list: read the ingredients on the product page.',
  "The selector knows only your answers and what labels declare. It cannot examine your dog or tell a food intolerance from an infection, parasites or pancreatitis, so it is a starting point for a conversation with your vet, not a diagnosis.",
];
