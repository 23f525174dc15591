import { RECIPES } from './recipes-content';

// Onion and garlic are toxic to dogs; salt, fat and seasoning undo the point of a bland diet.
const UNSAFE_INGREDIENT = /\b(onion|garlic|salt|butter|oil|seasoning|spice|pepper|stock|broth|bouillon)\b/i;

describe('the homemade recipes', () => {
  it.each(RECIPES.map((recipe) => [recipe.title, recipe]))('%s calls for nothing a bland diet must leave out', (_, recipe) => {
    for (const ingredient of recipe.ingredients) {
      expect(ingredient).not.toMatch(UNSAFE_INGREDIENT);
    }
  });

  it.each(RECIPES.map((recipe) => [recipe.title, recipe]))('%s says a long-term homemade diet needs a vet or veterinary nutritionist', (_, recipe) => {
    expect(recipe.notes.some((note) => /long-term homemade diet/.test(note) && /veterinary nutritionist/.test(note))).toBe(true);
  });
});
