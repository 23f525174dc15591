import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import HomemadeRecipesPage from './homemade-recipes-page';

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });

interface RecipeBlock {
  '@type': string;
  name: string;
  prepTime: string;
  cookTime: string;
  recipeYield: string;
  recipeIngredient: string[];
  recipeInstructions: Array<{ '@type': string; text: string }>;
}

function jsonLdBlocks(): Array<Record<string, unknown>> {
  return Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

describe('HomemadeRecipesPage', () => {
  it('shows the title, breadcrumbs, metadata and the vet-first notice', async () => {
    renderWithShellProviders(<HomemadeRecipesPage />, { route: '/homemade-recipes' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Homemade Recipes for Sensitive Stomachs' }),
    ).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('Homemade Recipes')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('note')).toHaveTextContent(/blood in vomit or stool, black tarry stool, lethargy/);
    await waitFor(() => expect(document.title).toBe('Homemade Recipes for Sensitive Stomachs | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/homemade-recipes',
    );
  });

  it('opens on the chicken recipe with its times, servings, ingredients, numbered steps and notes', () => {
    renderWithShellProviders(<HomemadeRecipesPage />);

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Chicken', 'Beef', 'Turkey']);
    expect(tab('Chicken')).toHaveAttribute('aria-selected', 'true');
    const chicken = within(panel('Chicken'));
    expect(chicken.getByRole('heading', { level: 2, name: 'Chicken and Rice Bland Diet' })).toBeVisible();
    expect(chicken.getByText('Prep time').nextElementSibling).toHaveTextContent('10 min');
    expect(chicken.getByText('Cook time').nextElementSibling?.querySelector('time')).toHaveAttribute('dateTime', 'PT30M');
    expect(chicken.getByText('Servings').nextElementSibling).toHaveTextContent('About 7 cups');

    const steps = within(chicken.getByRole('region', { name: 'Instructions' }));
    expect(steps.getByRole('list').tagName).toBe('OL');
    expect(steps.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    const notes = chicken.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent(/long-term homemade diet, ask your vet or a board-certified veterinary nutritionist/);
    expect(screen.getByRole('heading', { level: 2, name: 'Lean Beef and Potato Bland Diet', hidden: true })).not.toBeVisible();
  });

  it('moves between recipes with the arrow keys, wrapping at the ends', async () => {
    const { user } = renderWithShellProviders(<HomemadeRecipesPage />);

    await user.click(tab('Chicken'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Beef')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Beef')).toHaveFocus();
    expect(within(panel('Beef')).getByRole('heading', { name: 'Lean Beef and Potato Bland Diet' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Chicken and Rice Bland Diet', hidden: true })).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(tab('Turkey')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Turkey')).getByText(/stir in your dog's share of the day's pumpkin/)).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(tab('Chicken')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Turkey')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Turkey')).toHaveFocus();
  });

  it('describes all three recipes as Recipe structured data, whichever tab is showing', () => {
    renderWithShellProviders(<HomemadeRecipesPage />);

    const blocks = jsonLdBlocks();
    expect(blocks.filter((block) => block['@type'] === 'BreadcrumbList')).toHaveLength(1);
    const recipes = blocks.filter((block) => block['@type'] === 'Recipe') as unknown as RecipeBlock[];
    expect(recipes.map((recipe) => recipe.name)).toEqual([
      'Chicken and Rice Bland Diet',
      'Lean Beef and Potato Bland Diet',
      'Turkey, Rice and Pumpkin Bland Diet',
    ]);

    for (const [index, id] of ['chicken', 'beef', 'turkey'].entries()) {
      const recipe = recipes[index] as RecipeBlock;
      // Only the chicken tab is showing; the other panels are mounted but hidden.
      const shown = within(document.getElementById(`recipes-panel-${id}`) as HTMLElement);
      const ingredients = within(shown.getByRole('region', { name: 'Ingredients', hidden: true })).getAllByRole(
        'listitem',
        { hidden: true },
      );
      const steps = within(shown.getByRole('region', { name: 'Instructions', hidden: true })).getAllByRole(
        'listitem',
        { hidden: true },
      );

      expect(recipe.recipeIngredient).toEqual(ingredients.map((item) => item.textContent));
      expect(recipe.recipeInstructions.map((step) => step.text)).toEqual(steps.map((item) => item.textContent));
      expect(recipe.recipeInstructions.every((step) => step['@type'] === 'HowToStep')).toBe(true);
      expect(recipe.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
      expect(recipe.cookTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
      expect(recipe.recipeYield).toMatch(/cups/);
    }
  });
});
