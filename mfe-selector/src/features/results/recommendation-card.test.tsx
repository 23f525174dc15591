import type { RecommendedDogFood } from '@gentlebowl/contracts';
import { appTheme } from '@gentlebowl/ui';
import { screen, within } from '@testing-library/react';
import { feedingPlan, foodFigures, recommendedFood } from '../../testing/dog-food-fixtures';
import { renderWithShellProviders, type ShellProviderOptions } from '../../testing/render-with-shell-providers';
import { RecommendationCard } from './recommendation-card';

let consoleInfo: jest.SpyInstance;
beforeEach(() => {
  consoleInfo = jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => consoleInfo.mockRestore());

function renderCard(food: RecommendedDogFood, options: ShellProviderOptions = {}) {
  return renderWithShellProviders(
    <ol>
      <RecommendationCard food={food} dogName="Biscuit" resetTo="/food-selector?breed=beagle&step=1" />
    </ol>,
    options,
  );
}

const card = () => screen.getByRole('article');
const starKinds = () =>
  Array.from(screen.getByRole('img', { name: /^Rated/ }).querySelectorAll('[data-star]')).map((star) =>
    star.getAttribute('data-star'),
  );

describe('RecommendationCard', () => {
  it('shows the image, brand, name linking to the detail page, rating, badges and summary', () => {
    renderCard(recommendedFood({ id: 9 }));

    expect(within(card()).getByRole('img', { name: 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula' })).toBeInTheDocument();
    expect(within(card()).getByText('Purina Pro Plan')).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent('Sensitive Skin & Stomach Salmon & Rice Formula');
    expect(within(card()).getByRole('link', { name: 'Sensitive Skin & Stomach Salmon & Rice Formula' })).toHaveAttribute(
      'href',
      '/dog-food/9',
    );
    expect(within(card()).getByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveTextContent('4.6');
    expect(within(card()).getByText('(1,280 reviews)')).toBeInTheDocument();
    expect(
      within(within(card()).getByRole('list', { name: 'Highlights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vet Approved', 'Proven', 'Amazon']);
    expect(
      within(card()).getByText(
        'Suited to diarrhea and gas. No chicken on the label. About $40 a month, within your under $50 budget.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByText('Top Pick')).not.toBeInTheDocument();
  });

  it("shows the 'Top Pick' ribbon on the 'Best Match' and every badge the food earns", () => {
    renderCard(recommendedFood({ badges: 'Best Match', isAllNatural: true, retailer: 'Chewy' }));
    expect(within(card()).getByText('Top Pick')).toBeInTheDocument();
    expect(
      within(within(card()).getByRole('list', { name: 'Highlights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Vet Approved',
      'All Natural',
      'Proven',
      'Chewy',
    ]);
  });

  it.each([
    [46, ['full', 'full', 'full', 'full', 'half']],
    [45, ['full', 'full', 'full', 'full', 'half']],
    [44, ['full', 'full', 'full', 'full', 'empty']],
    [38, ['full', 'full', 'full', 'half', 'empty']],
    [35, ['full', 'full', 'full', 'half', 'empty']],
    [50, ['full', 'full', 'full', 'full', 'full']],
  ])('draws a rating of %i as the product page does: a half star for a fraction of .5 or more', (rating, kinds) => {
    renderCard(recommendedFood({ rating }));
    expect(starKinds()).toEqual(kinds);
    expect(screen.getByRole('img', { name: `Rated ${(rating / 10).toFixed(1)} out of 5` })).toBeInTheDocument();
  });

  it('shows the daily portion and the monthly cost for this dog', () => {
    renderCard(recommendedFood());
    const feeding = within(within(card()).getByRole('list', { name: 'Portion and cost for Biscuit' }));
    expect(feeding.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'About 1.92 cups a day (219 g)',
      'About $40 a month for Biscuit',
    ]);
    expect(within(card()).queryByText('Estimate')).not.toBeInTheDocument();
  });

  it('marks an estimated monthly cost and says why it is an estimate', () => {
    const note = 'The retailer sells this food by the case; the price per can is worked out from the case price.';
    renderCard(
      recommendedFood({
        feeding: feedingPlan({ servingsPerDay: 2.5, servingUnit: 'can', dailyGrams: 921, monthlyCostUsd: 118.4, costIsEstimate: true }),
        figures: foodFigures({ estimated: ['price'], estimateNote: note }),
      }),
    );
    const feeding = within(within(card()).getByRole('list', { name: 'Portion and cost for Biscuit' }));
    expect(feeding.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'About 2.5 cans a day (921 g)',
      'About $118 a month for BiscuitEstimate',
      note,
    ]);
  });

  it("says a prescription diet needs the vet's authorization", () => {
    renderCard(recommendedFood({ requiresPrescription: true }));
    expect(within(card()).getByText("Prescription diet: needs your vet's authorization")).toBeInTheDocument();
  });

  it('says nothing about prescriptions for an ordinary food', () => {
    renderCard(recommendedFood());
    expect(within(card()).queryByText(/Prescription diet/)).not.toBeInTheDocument();
  });

  it('shows a plain price without a discount', () => {
    renderCard(recommendedFood({ price: '$64.99', discountPercentage: 0 }));
    expect(within(card()).getByText('$64.99')).toBeInTheDocument();
    expect(card().querySelector('s')).toBeNull();
    expect(within(card()).queryByText(/^Save/)).not.toBeInTheDocument();
  });

  it('strikes the listed price, shows the discounted price in red and the saving when discounted', () => {
    renderCard(recommendedFood({ price: '$79.99', discountPercentage: 10 }));
    expect(card().querySelector('s')).toHaveTextContent('Regular price $79.99');
    const salePrice = within(card()).getByText('$71.99');
    expect(salePrice).toHaveStyle({ color: appTheme.colors.danger });
    expect(salePrice).toHaveTextContent('Sale price $71.99');
    expect(within(card()).getByText('Save 10%')).toBeInTheDocument();
  });

  it('opens and closes the details natively (before scripts and without them) with the description and key benefits', async () => {
    const { user } = renderCard(recommendedFood());
    const toggle = within(card()).getByText('More Info').closest('summary') as HTMLElement;
    const disclosure = toggle.closest('details') as HTMLDetailsElement;
    const details = toggle.nextElementSibling as HTMLElement;
    const label = (text: string) => within(toggle).getByText(text);
    expect(disclosure.open).toBe(false);
    expect(label('More Info')).toBeVisible();
    expect(label('Hide Details')).not.toBeVisible();
    expect(details).not.toBeVisible();

    await user.click(toggle);

    expect(disclosure.open).toBe(true);
    expect(label('Hide Details')).toBeVisible();
    expect(label('More Info')).not.toBeVisible();
    expect(details).toBeVisible();
    expect(details).toHaveTextContent(/Salmon is the first ingredient, with rice/);
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Suited to diarrhea and gas',
      'No chicken on the label',
      'About $40 a month, within your under $50 budget',
      'Vet recommended and clinically proven',
      'Salmon as the first ingredient',
      'Prebiotic fiber from chicory root',
    ]);
    expect(details).toHaveTextContent('Portion and cost worked out from $64.99 (24 lb bag) and 4,063 kcal/kg, 465 kcal per cup.');

    await user.click(toggle);
    expect(disclosure.open).toBe(false);
    expect(label('More Info')).toBeVisible();
    expect(details).not.toBeVisible();
  });

  it.each([
    ['an Amazon address with the tag parameter', 'https://www.amazon.com/s?k=salmon', 'tag', 'partner42-20'],
    ['a Chewy address with the partner parameter', 'https://www.chewy.com/s?query=salmon', 'partner', 'partner42'],
    ['any other retailer with the ref parameter', 'https://www.petco.com/shop?query=salmon', 'ref', 'partner42'],
  ])('links %s, in a new tab, as a sponsored link', (_case, whereToBuyUrl, parameter, value) => {
    renderCard(recommendedFood({ whereToBuyUrl, affiliateUrl: null, retailer: 'Shop', price: '$10.00' }), {
      config: { affiliatePartnerCode: 'partner42' },
    });
    for (const name of ['Buy on Shop (opens in a new tab)', 'Buy for $10.00 per 24 lb bag (opens in a new tab)']) {
      const link = screen.getByRole('link', { name });
      const href = new URL(link.getAttribute('href') ?? '');
      expect(href.searchParams.get(parameter)).toBe(value);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    }
  });

  it('prefers the stored affiliate address and writes one log line per click', async () => {
    const affiliateUrl = 'https://www.amazon.com/dp/B0?tag=gentlebowl-20';
    const { user } = renderCard(recommendedFood({ id: 3, affiliateUrl }));
    const link = screen.getByRole('link', { name: 'Buy on Amazon (opens in a new tab)' });
    expect(link).toHaveAttribute('href', affiliateUrl);
    link.addEventListener('click', (event) => event.preventDefault());

    await user.click(link);

    expect(consoleInfo).toHaveBeenCalledTimes(1);
    expect(consoleInfo).toHaveBeenCalledWith('affiliate_click', { href: affiliateUrl, retailer: 'Amazon', productId: 3 });
  });

  it('marks a promotion on both buy links, saying what the price buys, with no urgency when it has no end date', () => {
    renderCard(recommendedFood({ retailer: 'Chewy', price: '$79.99', discountPercentage: 10, isPromotion: true }));
    expect(screen.getByRole('link', { name: 'Buy on Chewy (Special Offer) (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByText(/Limited time offer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Expires soon/)).not.toBeInTheDocument();
    const below = screen.getByRole('link', { name: 'Buy for $71.99 per 24 lb bag SALE (opens in a new tab)' });
    expect(within(below).getByText('SALE')).toBeInTheDocument();
    expect(screen.getByText('per 24 lb bag', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the limited-time note with its date for a promotion that ends on a given day', () => {
    const endsOn = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    renderCard(recommendedFood({ price: '$79.99', discountPercentage: 10, isPromotion: true, promotionEndsOn: endsOn }));
    expect(screen.getByText(/^Limited time offer - ends [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
  });

  it("offers 'Where to Buy' below the card when the food has no price", () => {
    renderCard(recommendedFood({ price: null }));
    expect(screen.getByRole('link', { name: 'Where to Buy (opens in a new tab)' })).toBeInTheDocument();
  });

  it('shows no buy link when the food has no retailer address', () => {
    renderCard(recommendedFood({ whereToBuyUrl: null, affiliateUrl: null }));
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
  });

  it("goes back to the food selector from below the card and shows the vet box", () => {
    renderCard(recommendedFood());
    expect(screen.getByRole('note')).toHaveTextContent('Check with your vet first');

    expect(screen.getByRole('link', { name: 'Back to the Food Selector' })).toHaveAttribute(
      'href',
      '/food-selector?breed=beagle&step=1',
    );
  });
});
