import { Tabs } from '@gentlebowl/ui';
import { RecipeCard } from './recipe-card';
import type { Recipe } from './recipes-content';

/** The recipes as tabs, chicken first and selected (spec "Homemade recipes"); arrow keys, Home and
 * End move between tabs. */
export function RecipeTabs({ recipes }: { recipes: readonly Recipe[] }) {
  return (
    <Tabs
      label="Recipes"
      idPrefix="recipes"
      defaultValue="chicken"
      items={recipes.map((recipe) => ({ id: recipe.id, label: recipe.label, content: <RecipeCard recipe={recipe} /> }))}
    />
  );
}
