/** A short, short-term homemade meal for the guide; the full recipes live on the recipes page. */
export interface GuideRecipe {
  id: string;
  title: string;
  whenToUse: string;
  ingredients: readonly string[];
  steps: readonly string[];
}

export const guideRecipes: readonly GuideRecipe[] = [
  {
    id: 'chicken-and-rice',
    title: 'Chicken and Rice Bland Diet',
    whenToUse: 'For 2-3 days after a mild upset in a dog that is otherwise bright and alert.',
    ingredients: ['1 part skinless, boneless chicken breast', '2 parts white rice', 'Water'],
    steps: [
      'Simmer the chicken in plain water until cooked through, then skim off the fat.',
      'Shred it into small pieces and check that there are no bones.',
      'Cook the rice in plenty of water until soft.',
      'Mix one part chicken with two parts rice, let it cool, and offer small meals several times a day.',
    ],
  },
  {
    id: 'turkey-potato-pumpkin',
    title: 'Turkey, Potato and Pumpkin',
    whenToUse:
      'A short-term alternative when chicken does not agree with your dog. If your dog has a diagnosed poultry allergy, ask your vet first.',
    ingredients: [
      '1 part lean ground turkey',
      '2 parts peeled white potato',
      'Plain canned pumpkin (not pie filling): 1-4 tablespoons a day by size',
    ],
    steps: [
      'Cook the turkey in a little water, breaking it up, until no pink remains; drain off all the fat.',
      'Boil the potato until soft and mash it without butter, milk or salt.',
      'Mix one part turkey with two parts potato and let it cool.',
      "Stir in the day's pumpkin, split across meals: about 1 tablespoon for a small dog, up to 4 for a large dog.",
    ],
  },
];
