import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import DogFoodGuidesPage from './dog-food-guides-page';

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });
const entryTitles = (name: string) =>
  within(panel(name))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('DogFoodGuidesPage', () => {
  it('shows the title, breadcrumbs and page metadata', async () => {
    renderWithShellProviders(<DogFoodGuidesPage />, { route: '/dog-food-guides' });

    expect(screen.getByRole('heading', { level: 1, name: 'Dog Food Guides' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('Dog Food Guides')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Dog Food Guides | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/dog-food-guides',
    );
  });

  it('opens on Reading Labels: ingredient lists, guaranteed analysis and AAFCO statements', () => {
    renderWithShellProviders(<DogFoodGuidesPage />);

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Reading Labels',
      'Common Concerns',
      'Specialty Diets',
    ]);
    expect(tab('Reading Labels')).toHaveAttribute('aria-selected', 'true');
    expect(entryTitles('Reading Labels')).toEqual(['Ingredient Lists', 'Guaranteed Analysis', 'AAFCO Statements']);
    const reading = panel('Reading Labels');
    expect(reading).toHaveTextContent('Protein: 25-30%');
    expect(reading).toHaveTextContent('Fat: 12-16%');
    expect(reading).toHaveTextContent('Fiber: 3-5%');
    expect(reading).toHaveTextContent(/Moisture: about 10% \(wet food is 75-85% moisture/);
    expect(reading).toHaveTextContent(/calorie statement, in kcal per kilogram \(kcal\/kg\) and per cup or per can/);
    expect(screen.getByRole('heading', { name: 'Marketing Terms', hidden: true })).not.toBeVisible();
  });

  it('switches guides with the arrow keys and Home/End', async () => {
    const { user } = renderWithShellProviders(<DogFoodGuidesPage />);

    await user.click(tab('Reading Labels'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Common Concerns')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Common Concerns')).toHaveFocus();
    expect(entryTitles('Common Concerns')).toEqual(['Red-Flag Ingredients', 'Marketing Terms', 'Price vs Quality']);
    expect(panel('Common Concerns')).toHaveTextContent(/'Grain-free' is not a health claim/);
    expect(panel('Common Concerns')).toHaveTextContent(/dilated cardiomyopathy \(DCM\)/);
    expect(screen.getByRole('heading', { name: 'Ingredient Lists', hidden: true })).not.toBeVisible();

    await user.keyboard('{End}');
    expect(tab('Specialty Diets')).toHaveAttribute('aria-selected', 'true');
    expect(entryTitles('Specialty Diets')).toEqual(['Novel Proteins', 'Prescription Diets', 'Limited-Ingredient Diets']);
    expect(panel('Specialty Diets')).toHaveTextContent(/8-12 weeks for skin signs, 3-4 weeks for gut signs/);

    await user.keyboard('{ArrowRight}');
    expect(tab('Reading Labels')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Reading Labels')).toHaveFocus();
  });

  it('links to the selector, the FAQ, the recipes, the tips and the sensitive stomach guide', () => {
    renderWithShellProviders(<DogFoodGuidesPage />);

    const more = within(screen.getByRole('region', { name: 'Explore More' }));
    expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/food-selector',
      '/sensitive-stomach-guide',
      '/sensitive-stomach-faq',
      '/homemade-recipes',
      '/digestive-health-tips',
    ]);
  });
});
