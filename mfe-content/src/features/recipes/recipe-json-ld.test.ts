import { recipeJsonLd } from './recipe-json-ld';
import type { Recipe } from './recipes-content';

const recipe: Recipe = {
  id: 'chicken',
  label: 'Chicken',
  title: 'Chicken and Rice',
  description: 'A bland meal.',
  prepMinutes: 10,
  cookMinutes: 55,
  servings: 'About 7 cups',
  imageUrl: '/api/media/recipes/chicken-and-rice.svg',
  ingredients: ['Chicken breast', 'White rice'],
  instructions: ['Simmer the chicken.', 'Cook the rice.', 'Mix and cool.'],
  notes: ['A note that stays on the page.'],
};

const SITE = { brandName: 'Gentle Bowl', siteOrigin: 'https://www.gentlebowl.com' };

describe('recipeJsonLd', () => {
  it("shows the recipe's picture at its absolute address on the site", () => {
    expect(recipeJsonLd(recipe, SITE).image).toBe('https://www.gentlebowl.com/api/media/recipes/chicken-and-rice.svg');
  });

  it('gives the times as ISO 8601 durations, the total included', () => {
    expect(recipeJsonLd(recipe, SITE)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      prepTime: 'PT10M',
      cookTime: 'PT55M',
      totalTime: 'PT1H5M',
      recipeYield: 'About 7 cups',
    });
  });

  it('lists the ingredients and numbers the steps as HowToSteps, in order', () => {
    const jsonLd = recipeJsonLd(recipe, SITE);

    expect(jsonLd.name).toBe('Chicken and Rice');
    expect(jsonLd.author).toEqual({ '@type': 'Organization', name: 'Gentle Bowl' });
    expect(jsonLd.recipeIngredient).toEqual(['Chicken breast', 'White rice']);
    expect(jsonLd.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Simmer the chicken.' },
      { '@type': 'HowToStep', position: 2, text: 'Cook the rice.' },
      { '@type': 'HowToStep', position: 3, text: 'Mix and cool.' },
    ]);
  });
});
