import type { RecommendedDogFood } from '@gentlebowl/contracts';
import { appTheme } from '@gentlebowl/ui';
import { screen, within } from '@testing-library/react';
import { chewyOffer, feedingPlan, labelFacts, observedOffer, recommendedFood } from '../../testing/dog-food-fixtures';
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
  Array.from(screen.getByRole('img', { name: /^Rated/ }).querySelectorAll('[data-star]')).map((star) => star.getAttribute('data-star'));
const feedingLines = () =>
  within(within(card()).getByRole('list', { name: 'Portion and cost for Biscuit' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The fixture food's sample-catalogue twin: an estimated price, a search link, no rating, no reviewer. */
const sampleFood = (overrides: Partial<RecommendedDogFood> = {}) => {
  const estimate = observedOffer({ package: { label: '24 lb bag', grams: 10886 }, priceUsd: 64.99, basis: 'estimate', seenOn: '2026-11-24', currentUntil: null });
  return recommendedFood({
    retailerRating: null,
    rating: null,
    reviewCount: null,
    review: null,
    offers: [estimate],
    feeding: feedingPlan({ cost: { monthlyCostUsd: 39.8, offer: estimate, packageLastsDays: 49, outlastsFreshness: true, isEstimate: true } }),
    sampleData: true,
    ...overrides,
  });
};

describe('RecommendationCard', () => {
  it('shows the image, brand, name linking to the detail page, badges and summary', () => {
    renderCard(recommendedFood({ id: 9 }));

    expect(within(card()).getByRole('img', { name: 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula' })).toBeInTheDocument();
    expect(within(card()).getByText('Purina Pro Plan')).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent('Sensitive Skin & Stomach Salmon & Rice Formula');
    expect(within(card()).getByRole('link', { name: 'Sensitive Skin & Stomach Salmon & Rice Formula' })).toHaveAttribute('href', '/dog-food/9');
    expect(
      within(within(card()).getByRole('list', { name: 'Highlights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vet Approved', 'Proven', 'Chewy']);
    expect(within(card()).getByText('No chicken on the label. About $40 a month, within your under $50 budget. Vet recommended and clinically proven.')).toBeInTheDocument();
    expect(within(card()).queryByText('Top Pick')).not.toBeInTheDocument();
  });

  it("names the dog's symptoms the food is made for, every one", () => {
    renderCard(recommendedFood({ madeFor: ['diarrhea', 'gas', 'vomiting', 'sensitive-stomach'] }));
    expect(within(card()).getByText("Made for Biscuit's diarrhea, gas, vomiting and sensitive stomach")).toBeInTheDocument();
  });

  it('gives the rating with the retailer it comes from and the day it was seen', () => {
    renderCard(recommendedFood());
    expect(within(card()).getByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveTextContent('4.6');
    expect(within(card()).getByText('from 1,280 reviews at Chewy, seen Nov 2, 2026')).toBeInTheDocument();
  });

  it('shows no stars for a food no retailer has rated', () => {
    renderCard(sampleFood());
    expect(within(card()).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/reviews/)).not.toBeInTheDocument();
  });

  it.each([
    [46, ['full', 'full', 'full', 'full', 'half']],
    [45, ['full', 'full', 'full', 'full', 'half']],
    [44, ['full', 'full', 'full', 'full', 'empty']],
    [38, ['full', 'full', 'full', 'half', 'empty']],
    [50, ['full', 'full', 'full', 'full', 'full']],
  ])('draws a rating of %i as the product page does: a half star for a fraction of .5 or more', (rating, kinds) => {
    renderCard(recommendedFood({ retailerRating: { rating, reviewCount: 20, retailer: 'Chewy', productUrl: null, seenOn: '2026-11-02' } }));
    expect(starKinds()).toEqual(kinds);
    expect(screen.getByRole('img', { name: `Rated ${(rating / 10).toFixed(1)} out of 5` })).toBeInTheDocument();
  });

  it("shows the badges with the named reviewer behind them, and none without one", () => {
    renderCard(recommendedFood({ badges: 'Best Match', isAllNatural: true }));
    expect(within(card()).getByText('Top Pick')).toBeInTheDocument();
    expect(within(within(card()).getByRole('list', { name: 'Highlights' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vet Approved',
      'All Natural',
      'Proven',
      'Chewy',
    ]);
    expect(within(card()).getByText('Reviewed by Dr. Ana Ruiz, DVM, on Oct 15, 2026')).toBeInTheDocument();
  });

  it('shows the measurable daily portion, the monthly cost for this dog, and the bag, price and day it comes from', () => {
    renderCard(recommendedFood());
    expect(feedingLines()).toEqual([
      'About 1 7/8 cups a day (219 g)',
      'About $40 a month for Biscuit',
      'Bought as a 24 lb bag ($64.99 at Chewy on Nov 2, 2026), which lasts about 7 weeks. That is longer than the six weeks an open package keeps fresh, and it is the smallest we have a price for.',
    ]);
    expect(within(card()).queryByText('Estimate')).not.toBeInTheDocument();
  });

  it("costs a small dog's month from a bag it finishes in time, and says how long that lasts", () => {
    const bag4 = chewyOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99, productUrl: 'https://www.chewy.com/dp/52340' });
    renderCard(recommendedFood({ feeding: feedingPlan({ dailyGrams: 84, servingsPerDay: 0.724, cost: { monthlyCostUsd: 25.3, offer: bag4, packageLastsDays: 21, outlastsFreshness: false, isEstimate: false } }) }));
    expect(feedingLines()).toEqual(['About 3/4 cup a day (84 g)', 'About $25 a month for Biscuit', 'Bought as a 4 lb bag ($17.99 at Chewy on Nov 2, 2026), which lasts about 3 weeks.']);
    expect(screen.getByRole('link', { name: 'Buy on Chewy (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.chewy.com/dp/52340?partner=gentlebowl',
    );
  });

  it("marks an estimated price and monthly cost, and never passes the estimate off as a retailer's price", () => {
    renderCard(sampleFood());
    expect(feedingLines()).toEqual([
      'About 1 7/8 cups a day (219 g)',
      'About $40 a month for BiscuitEstimate',
      "Bought as a 24 lb bag ($64.99, estimated Nov 24, 2026, not a retailer's price), which lasts about 7 weeks. That is longer than the six weeks an open package keeps fresh, and it is the smallest we have a price for.",
    ]);
    expect(within(card()).getByText("per 24 lb bag, estimated Nov 24, 2026, not a retailer's price")).toBeInTheDocument();
  });

  it('says when no price is current, and works no cost out', () => {
    renderCard(recommendedFood({ offers: [chewyOffer({ current: false })], feeding: feedingPlan({ cost: null }) }));
    expect(feedingLines()).toEqual(['About 1 7/8 cups a day (219 g)', 'No current price, so no monthly cost: check the retailer.']);
    expect(within(card()).getByText('per 24 lb bag, at Chewy on Nov 2, 2026, out of date')).toBeInTheDocument();
    expect(within(card()).getByText('Out of date')).toBeInTheDocument();
  });

  it("asks for a puppy's weights instead of a portion worked out from a guess", () => {
    renderCard(recommendedFood({ feeding: null }));
    expect(feedingLines()).toEqual(["Portion and cost: tell us Biscuit's weights above."]);
  });

  it("says a prescription diet needs the vet's authorization", () => {
    renderCard(recommendedFood({ requiresPrescription: true }));
    expect(within(card()).getByText("Prescription diet: needs your vet's authorization")).toBeInTheDocument();
  });

  it('strikes the regular price, shows the sale price in red and the saving during a sale', () => {
    const onSale = chewyOffer({ priceUsd: 71.99, regularPriceUsd: 79.99 });
    renderCard(recommendedFood({ feeding: feedingPlan({ cost: { monthlyCostUsd: 44.1, offer: onSale, packageLastsDays: 49, outlastsFreshness: true, isEstimate: false } }) }));
    expect(card().querySelector('s')).toHaveTextContent('Regular price $79.99');
    const salePrice = within(card()).getByText('$71.99');
    expect(salePrice).toHaveStyle({ color: appTheme.colors.danger });
    expect(salePrice).toHaveTextContent('Sale price $71.99');
    expect(within(card()).getByText('Save 10%')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.textContent)).toEqual([
      'Buy on Chewy (Special Offer) (opens in a new tab)',
    ]);
    expect(screen.queryByText(/Limited time offer/)).not.toBeInTheDocument();
  });

  it('shows the limited-time note with its date for a sale that ends on a given day', () => {
    const endsOn = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const onSale = chewyOffer({ priceUsd: 71.99, regularPriceUsd: 79.99, saleEndsOn: endsOn });
    renderCard(recommendedFood({ feeding: feedingPlan({ cost: { monthlyCostUsd: 44.1, offer: onSale, packageLastsDays: 49, outlastsFreshness: true, isEstimate: false } }) }));
    expect(screen.getByText(/^Limited time offer - ends [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
  });

  it('opens and closes the details natively (before scripts and without them) with the description, key benefits and the label source', async () => {
    const { user } = renderCard(recommendedFood());
    const toggle = within(card()).getByText('More Info').closest('summary') as HTMLElement;
    const disclosure = toggle.closest('details') as HTMLDetailsElement;
    const details = toggle.nextElementSibling as HTMLElement;
    expect(disclosure.open).toBe(false);
    expect(details).not.toBeVisible();

    await user.click(toggle);

    expect(disclosure.open).toBe(true);
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
    expect(details).toHaveTextContent(
      "Portions worked out from 4,063 kcal/kg, 465 kcal per cup. From the maker's label: www.purina.com, recorded Nov 2, 2026.",
    );

    await user.click(toggle);
    expect(disclosure.open).toBe(false);
  });

  it("links to the product's own page at the retailer when its feed gave one, as a sponsored link in a new tab", () => {
    renderCard(recommendedFood(), { config: { affiliatePartnerCode: 'partner42' } });
    const link = screen.getByRole('link', { name: 'Buy on Chewy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.chewy.com/dp/52345?partner=partner42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
  });

  it('labels a link to a search as a search, with the affiliate tag, and never as the product', () => {
    renderCard(sampleFood(), { config: { affiliatePartnerCode: 'partner42' } });
    const search = screen.getByRole('link', { name: 'Search for it at Amazon (opens in a new tab)' });
    expect(new URL(search.getAttribute('href') ?? '').searchParams.get('tag')).toBe('partner42-20');
    expect(screen.queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
  });

  it('prefers the affiliate address the feed gave and writes one log line per click', async () => {
    const affiliateUrl = 'https://www.chewy.com/dp/52345?utm_source=partner';
    const { user } = renderCard(recommendedFood({ id: 3, feeding: feedingPlan({ cost: { monthlyCostUsd: 39.8, offer: chewyOffer({ affiliateUrl }), packageLastsDays: 49, outlastsFreshness: true, isEstimate: false } }) }));
    const link = screen.getByRole('link', { name: 'Buy on Chewy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', affiliateUrl);
    link.addEventListener('click', (event) => event.preventDefault());

    await user.click(link);

    expect(consoleInfo).toHaveBeenCalledTimes(1);
    expect(consoleInfo).toHaveBeenCalledWith('affiliate_click', { href: affiliateUrl, retailer: 'Chewy', productId: 3 });
  });

  it('shows no buy link when the catalogue knows no product page and no search for the food', () => {
    renderCard(recommendedFood({ shopSearch: null, offers: [], feeding: feedingPlan({ cost: null }) }));
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
  });

  it('offers one buy link and goes back to the food selector from below the card, leaving the vet box to the results', () => {
    renderCard(recommendedFood());
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(1);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Food Selector' })).toHaveAttribute('href', '/food-selector?breed=beagle&step=1');
  });

  it('gives the label facts the portion comes from with their source', () => {
    renderCard(recommendedFood({ label: labelFacts({ source: null, estimated: ['energy', 'serving'], estimateNote: 'Typical values for dry food.' }) }));
    expect(within(card()).getByText(/Not yet checked against the maker's label\. Typical values for dry food\./)).toBeInTheDocument();
  });
});
