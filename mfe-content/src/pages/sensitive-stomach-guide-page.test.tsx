import type { BlogPostSummary } from '@gentlebowl/contracts';
import { installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import SensitiveStomachGuidePage from '../app/exposed/sensitive-stomach-guide-page';
import { loadFederatedComponent } from '../shared/load-federated-component';
import { blogPostSummary } from '../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';

jest.mock('../shared/load-federated-component', () => ({ loadFederatedComponent: jest.fn() }));

const loadMock = loadFederatedComponent as jest.Mock;

const posts: BlogPostSummary[] = [
  blogPostSummary({ id: 1, slug: 'puppy-training-basics', title: 'Puppy Training Basics', tags: ['Training', 'Puppies'] }),
  blogPostSummary({ id: 2, slug: 'best-dog-food-for-diarrhea', title: 'Best Dog Food for Diarrhea', tags: ['Sensitive Stomach'] }),
  blogPostSummary({ id: 3, slug: 'probiotics-for-dogs', title: 'Probiotics for Dogs', tags: ['digestive health'] }),
  blogPostSummary({ id: 4, slug: 'common-food-allergens-in-dogs', title: 'Common Food Allergens', tags: ['Food Allergies'] }),
  blogPostSummary({ id: 5, slug: 'upset-stomach-at-night', title: 'Upset Stomach at Night', tags: ['Upset STOMACH'] }),
  blogPostSummary({ id: 6, slug: 'bland-diet', title: 'Bland Diet for Dogs', tags: ['Sensitive Stomach', 'Bland Diet'] }),
];

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  installFetchMock().fetchMock.mockResolvedValue(jsonReply(posts));
  loadMock.mockReset().mockRejectedValue(new Error('mfe_tools is down'));
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => consoleWarn.mockRestore());

/** The guide once its posts have arrived and the calculator slot has settled (on its fallback). */
async function renderGuide(config = {}, route = '/sensitive-stomach-guide') {
  const view = renderWithShellProviders(<SensitiveStomachGuidePage />, { route, config });
  await screen.findByTestId('transition-calculator-unavailable');
  await waitFor(() => expect(screen.queryByTestId('blog-post-card-skeleton')).not.toBeInTheDocument());
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the sensitive stomach guide', () => {
  it('shows the breadcrumb trail through the dog food guides', async () => {
    await renderGuide();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(trail.getByRole('link', { name: 'Dog Food Guides' })).toHaveAttribute('href', '/dog-food-guides');
    expect(trail.getByText('Sensitive Stomach Guide')).toHaveAttribute('aria-current', 'page');
  });

  it("is shared with the PNG card of the guide's picture, since previews show no SVG", async () => {
    await renderGuide();
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/share/guides/sensitive-stomach-guide.png',
    );
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/share/guides/sensitive-stomach-guide.png',
    );
  });

  it('has the eleven sections of the spec, in order, each a section named by its heading', async () => {
    const { container } = await renderGuide();
    const headings = Array.from(container.querySelectorAll('h1, h2')).filter((heading) => heading.closest('nav') === null);

    expect(headings.map((heading) => heading.textContent)).toEqual([
      'The Sensitive Stomach Guide for Dogs',
      'Signs of a Sensitive Stomach',
      'Recommended Foods for Sensitive Stomachs',
      'Homemade Recipes for Sensitive Stomachs',
      'Frequently Asked Questions',
      'Transition Schedule',
      'Ingredients to Look For and Avoid',
      'Expert Insights',
      'Trusted External Resources',
      'Related Articles',
      'Ready to Find a Gentler Food?',
    ]);
    for (const heading of headings) {
      expect(heading.closest('section')).toHaveAttribute('aria-labelledby', heading.id);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Sensitive Stomach Guide for Dogs');
  });

  it('lists the vet red flags with the 24-48 hour and 24 hour thresholds', async () => {
    await renderGuide();
    const symptoms = within(region('Signs of a Sensitive Stomach'));

    expect(symptoms.getByRole('heading', { level: 3, name: 'When to See a Vet' })).toBeInTheDocument();
    expect(symptoms.getAllByRole('listitem').map((sign) => sign.textContent)).toEqual(
      expect.arrayContaining([
        'Diarrhea or vomiting that lasts more than 24-48 hours',
        'No appetite for more than 24 hours',
        'Blood in the stool or vomit',
      ]),
    );
  });

  it('names and links the published source behind every expert insight', async () => {
    await renderGuide();
    const insights = within(region('Expert Insights')).getAllByRole('article');

    expect(insights).toHaveLength(6);
    for (const insight of insights) {
      const sources = within(insight).getByText(/^Sources?:/);
      const links = within(sources).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('links three foods to their retailers as disclosed affiliate links with the configured partner code', async () => {
    await renderGuide({ affiliatePartnerCode: 'partner42' });
    const foods = within(region('Recommended Foods for Sensitive Stomachs'));

    expect(foods.getByText(/As an Amazon Associate we earn from qualifying purchases\./)).toBeInTheDocument();
    const buyLinks = foods.getAllByRole('link', { name: /^Search for it at / });
    expect(buyLinks).toHaveLength(3);
    for (const link of buyLinks) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'nofollow']));
    }
    const chewy = new URL(foods.getByRole('link', { name: /^Search for it at Chewy\b.*Hill's Science Diet/ }).getAttribute('href') ?? '');
    expect(chewy.hostname).toBe('www.chewy.com');
    expect(chewy.searchParams.get('partner')).toBe('partner42');
    const amazon = new URL(foods.getByRole('link', { name: /^Search for it at Amazon\b.*Purina Pro Plan/ }).getAttribute('href') ?? '');
    expect(amazon.hostname).toBe('www.amazon.com');
    expect(amazon.searchParams.get('tag')).toBe('partner42-20');
    expect(foods.queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('links the recipes to the recipes page and the homemade food article', async () => {
    await renderGuide();
    const recipes = within(region('Homemade Recipes for Sensitive Stomachs'));

    expect(recipes.getAllByRole('article')).toHaveLength(2);
    expect(recipes.getByRole('link', { name: 'More homemade recipes' })).toHaveAttribute('href', '/homemade-recipes');
    expect(recipes.getByRole('link', { name: 'Homemade food options for dogs with sensitive stomachs' })).toHaveAttribute(
      'href',
      '/blog/homemade-food-options-for-dogs-with-sensitive-stomachs',
    );
  });

  it('shows the 7-day schedule and, with the tools remote down, a fallback while the rest of the guide stays', async () => {
    await renderGuide();
    const schedule = within(region('Transition Schedule'));

    expect(schedule.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'WhenNew foodCurrent food',
      'Days 1-225%75%',
      'Days 3-450%50%',
      'Days 5-675%25%',
      'Day 7100%0%',
    ]);
    expect(schedule.getByText(/^Sensitive dogs often do better over/)).toHaveTextContent('over 10-14 days');
    expect(await schedule.findByText('The transition calculator is unavailable right now')).toBeInTheDocument();
    expect(schedule.getByRole('link', { name: 'nutrition tools page' })).toHaveAttribute('href', '/tools?tab=transition-guide#feeding-guide');
    expect(region('Ready to Find a Gentler Food?')).toBeInTheDocument();
  });

  it('shows the general resources first and the first two of another category when it is chosen', async () => {
    const { user } = await renderGuide();
    const resources = within(region('Trusted External Resources'));

    expect(resources.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(resources.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'American Veterinary Medical Association (AVMA)',
      'Cornell University College of Veterinary Medicine',
    ]);

    await user.click(resources.getByRole('tab', { name: 'Nutrition' }));
    expect(resources.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://wsava.org/global-guidelines/global-nutrition-guidelines/',
      'https://acvn.org/',
    ]);
  });

  it('makes each resource category a link to the guide with it open, and opens the one the address names', async () => {
    await renderGuide({}, '/sensitive-stomach-guide?tab=health');
    const resources = within(region('Trusted External Resources'));

    expect(resources.getByRole('tab', { name: 'Health' })).toHaveAttribute('aria-selected', 'true');
    expect(resources.getByRole('tab', { name: 'Nutrition' })).toHaveAttribute('href', '?tab=nutrition#trusted-resources');
    expect(region('Trusted External Resources')).toHaveAttribute('id', 'trusted-resources');
  });

  it('shows the first three posts tagged sensitive, digestive or stomach, linking to each post', async () => {
    await renderGuide();
    const related = within(region('Related Articles'));

    expect(await related.findByRole('link', { name: 'Best Dog Food for Diarrhea' })).toHaveAttribute(
      'href',
      '/blog/best-dog-food-for-diarrhea',
    );
    expect(related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Best Dog Food for Diarrhea',
      'Probiotics for Dogs',
      'Upset Stomach at Night',
    ]);
  });

  it('ends with the call to action to the food selector', async () => {
    await renderGuide();

    expect(within(region('Ready to Find a Gentler Food?')).getByRole('link', { name: 'Try the Food Selector' })).toHaveAttribute(
      'href',
      '/food-selector',
    );
  });
});
