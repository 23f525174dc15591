/**
 * The headings of the food selector's results sections, as the results show them and About quotes
 * them: the foods that fit what the owner told us but cost more than the budget, and prescription
 * diets kept for the owner to ask a vet about.
 */
export const resultsSectionHeadings = {
  overBudget: 'Over your budget',
  askYourVet: 'Ask your vet about',
} as const;
