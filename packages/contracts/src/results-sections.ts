/**
 * The headings of the food selector's results sections, as the results show them and About quotes
 * them: the foods that fit what the owner told us but cost more than the budget, prescription diets
 * kept for the owner to ask a vet about, and the foods made for none of the dog's symptoms.
 */
export const resultsSectionHeadings = {
  overBudget: 'Over your budget',
  askYourVet: 'Ask your vet about',
  /** "Not made for Biscuit's symptoms"; About says "your dog's". */
  notMadeForSymptoms: (dogName: string) => `Not made for ${dogName}'s symptoms`,
} as const;
