import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import DigestiveHealthTipsPage from './digestive-health-tips-page';

describe('DigestiveHealthTipsPage', () => {
  it('shows the title, breadcrumbs and page metadata', async () => {
    renderWithShellProviders(<DigestiveHealthTipsPage />, { route: '/digestive-health-tips' });

    expect(screen.getByRole('heading', { level: 1, name: 'Digestive Health Tips for Dogs' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('Digestive Health Tips')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Digestive Health Tips for Dogs | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/digestive-health-tips',
    );
  });

  it('shows the ten tip cards in the spec order, each with an icon, a title and its advice', () => {
    renderWithShellProviders(<DigestiveHealthTipsPage />);

    const tips = within(screen.getByRole('region', { name: 'Ten Tips for Better Digestion' })).getAllByRole('article');
    expect(tips.map((tip) => within(tip).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Feeding Schedule',
      'Food Choices',
      'Proper Transitions',
      'Regular Exercise',
      'Natural Supplements',
      'Clean Feeding Environment',
      'Hydration',
      'Portion Control',
      'Limit Table Scraps',
      'Monitor & Record',
    ]);
    for (const tip of tips) {
      expect(tip.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
      expect(tip.querySelector('p')?.textContent?.length).toBeGreaterThan(80);
    }
    expect(tips[2]).toHaveTextContent(/10-14 days/);
  });

  it('lists the signs that mean a vet visit', () => {
    renderWithShellProviders(<DigestiveHealthTipsPage />);

    const section = within(screen.getByRole('region', { name: 'When to See a Veterinarian' }));
    const signs = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(signs).toHaveLength(8);
    for (const fact of [
      /^Vomiting or diarrhea .*more than 24-48 hours/,
      /^Blood in vomit or stool/,
      /^Lethargy/,
      /^Loss of appetite for more than 24 hours/,
      /^Abdominal pain/,
      /^Repeated episodes/,
      /^Significant weight loss/,
      /^Black, tarry stools/,
    ]) {
      expect(signs.some((sign) => fact.test(sign ?? ''))).toBe(true);
    }
  });

  it('ends with buttons to the food selector and the homemade recipes', () => {
    renderWithShellProviders(<DigestiveHealthTipsPage />);

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ten Tips for Better Digestion',
      'When to See a Veterinarian',
      'Find the Right Food',
    ]);
    const actions = within(screen.getByRole('region', { name: 'Find the Right Food' }));
    expect(actions.getByRole('link', { name: 'Try the Food Selector' })).toHaveAttribute('href', '/food-selector');
    expect(actions.getByRole('link', { name: 'See Homemade Recipes' })).toHaveAttribute('href', '/homemade-recipes');
  });
});
