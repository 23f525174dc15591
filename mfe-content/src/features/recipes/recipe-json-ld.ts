import { absoluteUrl } from '@gentlebowl/platform';
import type { Recipe } from './recipes-content';
import { isoDuration } from './recipe-time';

export interface RecipeJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description: string;
  image: string;
  author: { '@type': 'Organization'; name: string };
  recipeCategory: string;
  keywords: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeYield: string;
  recipeIngredient: string[];
  recipeInstructions: Array<{ '@type': 'HowToStep'; position: number; text: string }>;
}

/** schema.org Recipe: its picture, ingredients and steps as shown, times as ISO 8601 durations; the
 * picture's address absolute on the site. */
export function recipeJsonLd(recipe: Recipe, { brandName, siteOrigin }: { brandName: string; siteOrigin: string }): RecipeJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    image: absoluteUrl(recipe.imageUrl, siteOrigin),
    author: { '@type': 'Organization', name: brandName },
    recipeCategory: 'Homemade dog food',
    keywords: 'bland diet for dogs, homemade dog food, sensitive stomach',
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.prepMinutes + recipe.cookMinutes),
    recipeYield: recipe.servings,
    recipeIngredient: [...recipe.ingredients],
    recipeInstructions: recipe.instructions.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
  };
}
