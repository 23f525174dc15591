import { Tabs, tabsInAddress } from '@gentlebowl/ui';
import { useLocation } from '@gentlebowl/router';
import { RecipeCard } from './recipe-card';
import type { Recipe } from './recipes-content';

/** The recipes as tabs, chicken first and selected (spec "Homemade recipes"); arrow keys, Home and
 * End move between tabs. Each tab is a link to the page with it open (`?tab=beef`), which works
 * before the scripts arrive and without them. */
export function RecipeTabs({ recipes }: { recipes: readonly Recipe[] }) {
  const { search } = useLocation();
  return (
    <Tabs
      label="Recipes"
      idPrefix="recipes"
      {...tabsInAddress(
        search,
        recipes.map((recipe) => recipe.id),
        'chicken',
      )}
      items={recipes.map((recipe) => ({ id: recipe.id, label: recipe.label, content: <RecipeCard recipe={recipe} /> }))}
    />
  );
}
