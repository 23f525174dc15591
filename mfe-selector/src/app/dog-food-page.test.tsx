import { createAppStore, loadQuery } from '@gentlebowl/platform';
import { breadcrumbLabels, emptyReply, errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { DogFoodSummary } from '@gentlebowl/contracts';
import { chewyOffer, dogFood, dogFoodSummary, observedOffer, sampleFood } from '../testing/dog-food-fixtures';
import { selectorApi } from '../shared/selector-api';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import DogFoodPageModule from './exposed/dog-food-page';

let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  window.localStorage.clear();
  api = installFetchMock();
});

function renderPage(id: string) {
  return renderWithShellProviders(<DogFoodPageModule />, { route: `/dog-food/${id}`, path: '/dog-food/:id' });
}

/** The product page of `food` (id 7), with `related` as the foods the API names as like it. */
async function renderFood(food: ReturnType<typeof dogFood>, related: DogFoodSummary[] = [], route = '/dog-food/7') {
  api.fetchMock.mockImplementation(async (url) => jsonReply(url.endsWith('/related') ? related : { ...food, id: 7 }));
  const view = renderWithShellProviders(<DogFoodPageModule />, { route, path: '/dog-food/:id' });
  await screen.findByRole('heading', { level: 1, name: food.name });
  return view;
}

async function renderLoaded(overrides: Parameters<typeof dogFood>[0] = {}) {
  return renderFood(dogFood(overrides));
}

const jsonLdBlocks = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '{}'));
const badges = () =>
  within(screen.getByRole('list', { name: 'Product badges' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the /dog-food/{id} page', () => {
  it('shows a skeleton with the loading breadcrumbs while the product loads', async () => {
    let answer: (reply: FakeResponse) => void = () => {};
    api.fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage('7');

    expect(breadcrumbLabels()).toEqual(['Home', 'Food Selector', 'Loading']);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Food Selector' })).toHaveAttribute(
      'href',
      '/food-selector',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading product details…');
    // The tab says what is coming, not the page the visitor came from (nor nothing).
    await waitFor(() => expect(document.title).toBe('Loading product details | Gentle Bowl'));
    expect(api.sent()).toEqual([{ url: '/api/dog-foods/7', method: 'GET', body: undefined }]);

    answer(jsonReply(dogFood({ id: 7 })));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sensitive Skin & Stomach Salmon & Rice Formula');
    await waitFor(() => expect(document.title).toBe('Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula | Gentle Bowl'));
  });

  it('shows the not-found view when the API does not know the id', async () => {
    api.fetchMock.mockResolvedValue(errorReply(404, 'Not Found', '{"statusCode":404,"message":"Dog food not found"}'));
    renderPage('999');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Gentle Bowl'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('keeps the not-found view, not the loading skeleton, while it asks again for a food the server found missing', async () => {
    // The server's loader learned the id is unknown, and the browser takes that answer over with the page.
    const store = createAppStore();
    api.fetchMock.mockResolvedValueOnce(errorReply(404, 'Not Found', '{"statusCode":404,"message":"Dog food not found"}'));
    await loadQuery(store, selectorApi.endpoints.selectorDogFood, 999);
    // RTK Query asks again for a failed query when the page subscribes; this time nothing answers.
    api.fetchMock.mockImplementation(() => new Promise(() => {}));

    renderWithShellProviders(<DogFoodPageModule />, { route: '/dog-food/999', path: '/dog-food/:id', store });

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product details…')).not.toBeInTheDocument();
  });

  it('shows the not-found view when the request fails or answers nothing', async () => {
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { unmount } = renderPage('8');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    unmount();

    api.fetchMock.mockResolvedValueOnce(emptyReply(204, 'No Content'));
    renderPage('9');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it.each(['abc', '0', '-1', '1.5'])('shows the not-found view for the id %p without asking the API', (id) => {
    renderPage(id);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the product with its breadcrumbs, metadata and a Product offering each current price seen at a retailer', async () => {
    await renderLoaded();

    expect(breadcrumbLabels()).toEqual([
      'Home',
      'Best Dog Food for Sensitive Stomach',
      'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula',
    ]);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Best Dog Food for Sensitive Stomach' })).toHaveAttribute('href', '/food-selector');
    expect(breadcrumb.getByText('Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(document.title).toBe('Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula | Gentle Bowl'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/dog-food/7');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    // Share previews show no SVG: the food's picture is shared as its PNG card.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/share/foods/purina-pro-plan-sensitive-skin-stomach-salmon.png',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Salmon is the first ingredient/,
    );
    const product = jsonLdBlocks().find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
      offers: [{ price: '64.99', priceValidUntil: '2026-12-02', seller: { name: 'Chewy' } }],
    });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('sends no Product structured data for a food without a dated price seen at a retailer, and keeps its breadcrumb', async () => {
    await renderFood(sampleFood());
    await waitFor(() => expect(jsonLdBlocks().map((data) => data['@type'])).toContain('BreadcrumbList'));
    expect(jsonLdBlocks().map((data) => data['@type'])).not.toContain('Product');
  });

  it("shows the retailer's rating with where and when it was seen, the badges with their reviewer, and who the food suits", async () => {
    await renderLoaded({ isAllNatural: true });

    const stars = screen.getByRole('img', { name: 'Rated 4.6 out of 5' });
    // The detail page follows the plain rule: 4.6 shows a half star.
    expect(Array.from(stars.querySelectorAll('[data-star]')).map((star) => star.getAttribute('data-star'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
    expect(screen.getByText('from 1,280 reviews at Chewy, seen Nov 2, 2026')).toBeInTheDocument();
    expect(badges()).toEqual(['Dry Food', 'Vet Recommended', 'All Natural', 'Clinically Proven']);
    expect(screen.getByText('Reviewed by Dr. Ana Ruiz, DVM, on Oct 15, 2026')).toBeInTheDocument();
    expect(screen.getByText(/^Salmon is the first ingredient, with rice/)).toBeInTheDocument();
    const suitable = within(screen.getByRole('region', { name: 'Suitable For' }));
    expect(suitable.getAllByRole('term').map((term) => term.textContent)).toEqual(['Age', 'Size', 'Helps With']);
    expect(suitable.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Young Adult (1-3 years)',
      'Adult (3-7 years)',
      'Senior (7+ years)',
      'Small (0-20 lbs)',
      'Medium (20-50 lbs)',
      'Sensitive Stomach',
      'Diarrhea',
      'Gas',
    ]);
  });

  it('shows no stars for a food no retailer has rated, and no badge nobody reviewed', async () => {
    await renderFood(sampleFood());
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/reviews at/)).not.toBeInTheDocument();
    expect(badges()).toEqual(['Dry Food']);
    expect(screen.queryByText(/^Reviewed by/)).not.toBeInTheDocument();
  });

  it('shows no badge when the catalogue sets the flags but names no reviewer', async () => {
    await renderLoaded({ review: null, isAllNatural: true });
    expect(badges()).toEqual(['Dry Food']);
  });

  it('shows a food type the site does not know as given', async () => {
    await renderLoaded({ foodType: 'air-dried', isVetRecommended: false, isClinicallyProven: false });
    expect(badges()).toEqual(['air-dried']);
  });

  it('switches the gallery between the product image and two stock images, with radios that work without scripts', async () => {
    const { user } = await renderLoaded();
    const choices = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(choices[0]).toBeChecked();
    const productImage = screen.getByRole('img', { name: 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula', hidden: true });
    const stockImage = screen.getByRole('img', { name: 'A happy, relaxed dog sitting with its tongue out', hidden: true });
    expect(productImage).toHaveAttribute('src', '/api/media/foods/purina-pro-plan-sensitive-skin-stomach-salmon.svg');
    // Which image shows is CSS's to say (the checked radio's): jsdom does not weigh selectors by
    // specificity, so the browser tests check what is shown.

    // The thumbnail is the radio's label.
    await user.click((screen.getByRole('radio', { name: /^Show image 3 of 3/ }) as HTMLInputElement).labels?.[0] as HTMLElement);

    expect(choices[2]).toBeChecked();
    expect(choices[0]).not.toBeChecked();
    expect(stockImage).toHaveAttribute('src', '/api/media/stock/happy-dog.svg');
  });

  it("opens the retailer's page for the product from 'Where to Buy', with its price, package, retailer and day beside it", async () => {
    await renderLoaded();
    const link = screen.getByRole('link', { name: 'Where to Buy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.chewy.com/dp/52345?partner=gentlebowl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    expect(link).toHaveAccessibleDescription(/\$64\.99\s*per 24 lb bag, at Chewy on Nov 2, 2026/);
    expect(link).toHaveAccessibleDescription(/The package a 35 lb adult dog would buy\./);
    expect(screen.getByText('Sold by Chewy.')).toBeInTheDocument();
    // Disclosed before the link, so a reader meets the disclosure first (FTC: clear and conspicuous).
    const disclosure = screen.getByText(/As an Amazon Associate we earn from qualifying purchases\./);
    expect(disclosure.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('labels a buy link that is a search as a search, beside the estimated price with its date', async () => {
    await renderFood(sampleFood());
    expect(screen.queryByRole('link', { name: /^Where to Buy/ })).not.toBeInTheDocument();
    const search = screen.getByRole('link', { name: 'Search for it at Amazon (opens in a new tab)' });
    expect(search).toHaveAttribute('href', 'https://www.amazon.com/s?k=purina+pro+plan+sensitive&tag=gentlebowl-20');
    expect(search).toHaveAttribute('rel', 'sponsored nofollow noopener');
    expect(search).toHaveAccessibleDescription(/\$47\.99\s*per 16 lb bag, estimated Dec 7, 2026, not a retailer's price\s*Estimate/);
    expect(screen.getByText(/A search, not the product's own page/)).toBeInTheDocument();
  });

  it("shows a harmless, disabled 'Where to Buy' when the catalogue knows no page or search for the food", async () => {
    await renderFood(sampleFood({ shopSearch: null, offers: [] }));
    expect(screen.queryByRole('link', { name: /Where to Buy|Search for it/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Where to Buy' })).toBeDisabled();
    expect(screen.getByText('No retailer is listed for this food yet.')).toBeInTheDocument();
    expect(screen.getByText('No current price.')).toBeInTheDocument();
  });

  it("lists every price it knows: package, price, retailer (linked to the product's page) and the day, out of date or estimated", async () => {
    const bag4 = observedOffer({ retailer: 'Petco', package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99, seenOn: '2026-09-01', current: false });
    const sale = chewyOffer({ priceUsd: 58.49, regularPriceUsd: 64.99 });
    const estimate = observedOffer({ retailer: 'Amazon', package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99, basis: 'estimate', seenOn: '2026-11-24', currentUntil: null });
    await renderLoaded({ offers: [bag4, sale, estimate], costNote: 'The price is for the kibble only.' });

    const prices = within(screen.getByRole('region', { name: 'Prices' }));
    expect(prices.getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Package', 'Price', 'Retailer', 'Seen'],
      ['4 lb bag', '$17.99', 'Petco', 'Sep 1, 2026, out of date'],
      ['24 lb bag', '$58.49 (was $64.99)', 'Chewy: 24 lb bag of Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula (opens in a new tab)', 'Nov 2, 2026'],
      ['30 lb bag', '$71.99', 'Amazon', "estimated Nov 24, 2026, not a retailer's price"],
    ]);
    const chewy = prices.getByRole('link', { name: /^Chewy/ });
    expect(chewy).toHaveAttribute('href', 'https://www.chewy.com/dp/52345?partner=gentlebowl');
    expect(chewy).toHaveAttribute('rel', 'sponsored nofollow noopener');
    expect(prices.getByText('The price is for the kibble only.')).toBeInTheDocument();
    expect(prices.queryByText('Sample catalogue')).not.toBeInTheDocument();
  });

  it('says once on the page that its figures come from the sample catalogue, with the related foods', async () => {
    await renderFood(sampleFood(), [dogFoodSummary(sampleFood({ id: 8, name: 'Lamb & Rice' }))]);
    await screen.findByRole('link', { name: /Lamb & Rice/ });
    expect(screen.getAllByText('Sample catalogue')).toHaveLength(1);
    expect(screen.getByText(/nobody checked them against a bag or a retailer/)).toBeInTheDocument();
  });

  it("names foods like it, each with a retailer's rating and source when rated and its monthly cost band for the reference dog", async () => {
    const rated = dogFoodSummary(dogFood({ id: 3, brand: 'Wellness', name: 'Simple Salmon' }));
    const unrated = dogFoodSummary(sampleFood({ id: 5, brand: 'Nutro', name: 'Lamb & Sweet Potato' }));
    const unpriced = dogFoodSummary(dogFood({ id: 6, brand: 'Acana', name: 'Singles Duck', retailerRating: null, offers: [] }));
    await renderFood(dogFood(), [rated, unrated, unpriced]);

    const related = await screen.findByRole('list', { name: 'Related foods' });
    expect(within(related).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wellness Simple Salmon4.6from 1,280 reviews at Chewy, seen Nov 2, 2026Monthly cost: Under $50',
      'Nutro Lamb & Sweet PotatoMonthly cost: Under $50 (estimate)',
      'Acana Singles DuckMonthly cost: No current price',
    ]);
    expect(within(related).getByRole('link', { name: 'Wellness Simple Salmon' })).toHaveAttribute('href', '/dog-food/3');
    expect(within(related).getAllByRole('img', { name: /^Rated/ }).map((stars) => stars.getAttribute('aria-label'))).toEqual(['Rated 4.6 out of 5']);
    expect(screen.getByText(/^Monthly costs are for a 35 lb adult dog/)).toBeInTheDocument();
    // The product's figures are checked ones; a related food's are the sample catalogue's: said once, there.
    expect(screen.getAllByText('Sample catalogue')).toHaveLength(1);
  });

  it('says when it knows no price for the food', async () => {
    await renderLoaded({ offers: [] });
    expect(within(screen.getByRole('region', { name: 'Prices' })).getByText('We know no price for this food yet.')).toBeInTheDocument();
  });

  it('opens on Product Details with a single-open accordion of ingredients, benefits and features', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Product Details',
      'Nutritional Info',
      'Feeding Guide',
    ]);
    expect(screen.getByRole('tab', { name: 'Product Details' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel', { name: 'Product Details' }));
    // Native <details> sharing one name: the browser keeps one open (see the browser suite).
    const item = (name: string) => panel.getByRole('heading', { name }).closest('details');
    const items = ['Ingredients', 'Key Benefits for Sensitive Stomachs', 'Features'].map(item);
    expect(items.map((details) => details?.getAttribute('name'))).toEqual(Array(3).fill('dog-food-details'));
    expect(items.map((details) => details?.hasAttribute('open'))).toEqual([true, false, false]);
    expect(panel.getByText('Salmon, Rice, Barley, Beef Fat Preserved with Mixed-Tocopherols')).toBeVisible();
    expect(panel.getByText('Contains common allergens:').closest('p')).toHaveTextContent('Contains common allergens: Beef');
    expect(item('Key Benefits for Sensitive Stomachs')).toHaveTextContent('Prebiotic fiber from chicory root');

    const features = within(item('Features') as HTMLElement);
    expect(features.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Dry Food',
      'Yes',
      'Yes',
      'No',
      'Fish, Rice',
      'No',
    ]);
    expect(features.getAllByRole('term').at(-1)).toHaveTextContent('Prescription diet');
  });

  it("shows the food's own label with its source, then the typical values for sensitive-stomach foods, each under its heading", async () => {
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const nutrition = within(screen.getByRole('tabpanel', { name: 'Nutritional Info' }));
    const [label, typical] = nutrition.getAllByRole('table');
    const rows = (table: HTMLElement | undefined) =>
      within(table as HTMLElement)
        .getAllByRole('row')
        .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(nutrition.getByRole('heading', { name: "This food's label" })).toBeVisible();
    expect(rows(label)).toEqual([
      ['Crude protein', '26% (min)'],
      ['Crude fat', '16% (min)'],
      ['Crude fiber', '3% (max)'],
      ['Moisture', '12% (max)'],
      ['Calories', '4,063 kcal/kg, 465 kcal per cup'],
      ['AAFCO statement', expect.stringMatching(/^Pro Plan Sensitive Skin & Stomach .* Nutrient Profiles for maintenance\.$/)],
      ['Life stage', 'Adult maintenance'],
    ]);
    expect(within(label as HTMLElement).getByRole('link', { name: 'www.purina.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.purina\.com\//),
    );
    expect(label?.querySelector('caption')).toHaveTextContent("From the maker's label: www.purina.com, recorded Nov 2, 2026.");

    expect(nutrition.getByRole('heading', { name: 'Typical guaranteed analysis for sensitive-stomach foods' })).toBeVisible();
    expect(typical).toHaveAccessibleName(/not this food's figures/);
    expect(rows(typical).slice(1)).toEqual([
      ['Crude protein', '25-30% (min)'],
      ['Crude fat', '12-16% (min)'],
      ['Crude fiber', '3-5% (max)'],
      ['Moisture', 'About 10% for dry food, 75-85% for wet food (max)'],
    ]);
  });

  it('says plainly what the catalogue has not read off the label, and why its calories are estimates', async () => {
    await renderFood(sampleFood(), [], '/dog-food/7?tab=nutritional-info');
    const nutrition = within(screen.getByRole('tabpanel', { name: 'Nutritional Info' }));
    const label = nutrition.getAllByRole('table')[0] as HTMLElement;
    expect(
      within(label)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Guaranteed analysisNot recorded in our catalogue yet: read it on the bag.',
      'Calories4,063 kcal/kg, 465 kcal per cup (estimate)',
      'AAFCO statementNot recorded in our catalogue yet: read it on the bag.',
    ]);
    expect(label).toHaveAccessibleName(/^Not yet checked against the maker's label\. We have not read the maker's calorie statement/);
    expect(nutrition.getByRole('table', { name: /not this food's figures/ })).toBeInTheDocument();
  });

  it('works out the daily portion as an owner measures it and the monthly cost with the package it comes from', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const costs = within(screen.getByRole('form', { name: 'Cost and portion for your dog' }));
    const weight = costs.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" });
    expect(costs.getByRole('status')).toHaveTextContent('Enter a weight to see the daily portion and the monthly cost.');
    // The answer follows the fields, so the button that sends them on a page without scripts is gone.
    expect(costs.queryByRole('button', { name: 'Show portion and cost' })).not.toBeInTheDocument();

    await user.type(weight, '60');
    // 60 lb adult: 1,335 kcal a day, 329 g of a 4,063 kcal/kg food (2.87 cups), $59.63 a month from a
    // $64.99 24 lb bag that lasts it 33 days.
    expect(costs.getByRole('status')).toHaveTextContent(
      'About 2 7/8 cups (329 g) a day, 1,335 kcal, and about $60 a month.' +
        'Bought as a 24 lb bag ($64.99 at Chewy on Nov 2, 2026), which lasts about 5 weeks.',
    );

    await user.clear(weight);
    await user.type(weight, '10');
    expect(costs.getByRole('status')).toHaveTextContent(
      'About 3/4 cup (86 g) a day, 348 kcal, and about $16 a month.' +
        'Bought as a 24 lb bag ($64.99 at Chewy on Nov 2, 2026), which lasts about 4 months. That is longer than the six weeks an open package keeps fresh, and it is the smallest we have a price for.',
    );
  });

  it('says there is no current price instead of a monthly cost, and marks a cost resting on an estimate', async () => {
    const { user } = await renderLoaded({ offers: [chewyOffer({ current: false })] });
    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const costs = within(screen.getByRole('form', { name: 'Cost and portion for your dog' }));
    await user.type(costs.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }), '60');
    expect(costs.getByRole('status')).toHaveTextContent('About 2 7/8 cups (329 g) a day, 1,335 kcal. No current price, so no monthly cost.');
  });

  it('marks a cost resting on an estimated price as an estimate, with the estimate and its date', async () => {
    const { user } = await renderFood(sampleFood(), [], '/dog-food/7?tab=nutritional-info');
    const costs = within(screen.getByRole('form', { name: 'Cost and portion for your dog' }));
    await user.type(costs.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }), '35');
    expect(costs.getByRole('status')).toHaveTextContent(
      "and about $44 a month (an estimate).Bought as a 16 lb bag ($47.99, estimated Dec 7, 2026, not a retailer's price)",
    );
  });

  it("asks a puppy's weight now and its expected adult weight, and guesses nothing without both", async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const costs = within(screen.getByRole('form', { name: 'Cost and portion for your dog' }));
    // In the page from the start, and shown by the page's CSS once Puppy is picked, so it works without scripts.
    expect(costs.getByRole('spinbutton', { name: 'Expected adult weight (lbs)', hidden: true })).not.toBeVisible();

    await user.selectOptions(costs.getByRole('combobox', { name: 'Age' }), 'puppy');
    const adultWeight = costs.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' });
    expect(adultWeight).toBeVisible();
    await user.type(costs.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }), '12');
    expect(costs.getByRole('status')).toHaveTextContent(
      "Enter your puppy's weight now and its expected adult weight to see the daily portion and the monthly cost.",
    );

    await user.type(adultWeight, '40');
    // NRC 2006: a 12 lb puppy (5.44 kg) of a 40 lb adult: 130 x 5.44^0.75 x 3.2 x (e^(-0.87 x 0.3) - 0.1) = 994 kcal a day.
    expect(costs.getByRole('status')).toHaveTextContent(/^About 2 1\/8 cups \(245 g\) a day, 994 kcal, and about \$44 a month\./);
    expect(costs.getByRole('status')).toHaveTextContent(/calories from the National Research Council \(2006\)/);
  });

  it("refuses an expected adult weight below the puppy's weight now, with the wizard's message", async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const costs = within(screen.getByRole('form', { name: 'Cost and portion for your dog' }));
    await user.selectOptions(costs.getByRole('combobox', { name: 'Age' }), 'puppy');
    await user.type(costs.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }), '30');
    const adultWeight = costs.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' });
    await user.type(adultWeight, '20');
    await user.tab();

    expect(adultWeight).toHaveAccessibleDescription(/The expected adult weight can't be less than your puppy's weight now/);
    expect(costs.getByRole('status')).toHaveTextContent("Enter your puppy's weight now and its expected adult weight");
  });

  it('shows the feeding guide', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Feeding Guide' }));
    const guide = within(screen.getByRole('tabpanel', { name: 'Feeding Guide' }));
    expect(guide.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '5-15 lbs1/2-1 cup',
      '16-25 lbs1-1.5 cups',
      '26-50 lbs1.5-2.75 cups',
      '51-75 lbs2.75-3.67 cups',
      '76+ lbs3.67 cups plus 1/3 cup per 10 lbs over 75',
    ]);
    expect(guide.getAllByRole('listitem').map((tip) => tip.textContent)).toContainEqual(
      expect.stringMatching(/steps of 25%, 50%, 75% and then 100%, staying 2-3 days on each step/),
    );
    expect(guide.getByText(/use leftovers within 3 days/)).toBeVisible();
    expect(guide.getByRole('note')).toHaveTextContent('Feeding disclaimer');
  });

  it('can put the food on the compare list', async () => {
    const { user } = await renderLoaded();
    const toggle = screen.getByRole('button', { name: /^Add to compare/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(screen.getByRole('button', { name: /^Remove from compare/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/compare?foods=7');
  });

  it('names a prescription diet among its badges and features', async () => {
    await renderLoaded({ requiresPrescription: true });
    expect(
      within(screen.getByRole('list', { name: 'Product badges' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dry Food', 'Prescription diet', 'Vet Recommended', 'Clinically Proven']);
  });
});
