import { createAppStore, loadQuery } from '@gentlebowl/platform';
import { breadcrumbLabels, emptyReply, errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { dogFood, foodFigures } from '../testing/dog-food-fixtures';
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

async function renderLoaded(overrides: Parameters<typeof dogFood>[0] = {}) {
  api.fetchMock.mockResolvedValue(jsonReply(dogFood({ id: 7, ...overrides })));
  const view = renderPage('7');
  await screen.findByRole('heading', { level: 1, name: overrides.name ?? 'Sensitive Skin & Stomach Salmon & Rice Formula' });
  return view;
}

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

  it('shows the product with its breadcrumbs, metadata and structured data', async () => {
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
    const product = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Sensitive Skin & Stomach Salmon & Rice Formula', review: { reviewRating: { ratingValue: 4.6 } } });
  });

  it('shows the title, stars, review count, badges, description and who the food suits', async () => {
    await renderLoaded({ isAllNatural: true });

    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    // The detail page follows the plain rule: 4.6 shows a half star.
    expect(
      Array.from(screen.getByRole('img', { name: 'Rated 4.6 out of 5' }).querySelectorAll('[data-star]')).map((star) =>
        star.getAttribute('data-star'),
      ),
    ).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(screen.getByText('(1,280 reviews)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Product badges' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dry Food', 'Vet Recommended', 'All Natural', 'Clinically Proven']);
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

  it('shows a food type the site does not know as given', async () => {
    await renderLoaded({ foodType: 'air-dried', isVetRecommended: false, isClinicallyProven: false });
    expect(
      within(screen.getByRole('list', { name: 'Product badges' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['air-dried']);
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

  it("opens the retailer from 'Where to Buy' in a new tab as a disclosed affiliate link", async () => {
    await renderLoaded({ whereToBuyUrl: 'https://www.chewy.com/s?query=salmon', affiliateUrl: null, retailer: 'Chewy' });
    const link = screen.getByRole('link', { name: 'Where to Buy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.chewy.com/s?query=salmon&partner=gentlebowl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    // Disclosed before the link, so a reader meets the disclosure first (FTC: clear and conspicuous).
    const disclosure = screen.getByText(/As an Amazon Associate we earn from qualifying purchases\./);
    expect(disclosure.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows a harmless, disabled 'Where to Buy' when no retailer address exists", async () => {
    await renderLoaded({ whereToBuyUrl: null, affiliateUrl: null });
    expect(screen.queryByRole('link', { name: /Where to Buy/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Where to Buy' })).toBeDisabled();
    expect(screen.getByText('No retailer is listed for this food yet.')).toBeInTheDocument();
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

  it('shows the guaranteed analysis with the published energy and package figures and their source', async () => {
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const nutrition = within(screen.getByRole('tabpanel', { name: 'Nutritional Info' }));
    expect(nutrition.getByRole('heading', { name: 'Guaranteed Analysis' })).toBeVisible();
    expect(nutrition.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Crude protein',
      'Crude fat',
      'Crude fiber',
      'Moisture',
      'Calories',
      'Package and price',
    ]);
    expect(nutrition.getByRole('row', { name: /Calories/ })).toHaveTextContent('4,063 kcal/kg, 465 kcal per cup');
    expect(nutrition.getByRole('row', { name: /Package and price/ })).toHaveTextContent('$64.99 (24 lb bag)');
    expect(nutrition.getByRole('link', { name: 'www.purina.com' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.purina\.com\//));
  });

  it('states the price after a listed discount, the one its structured data offers', async () => {
    const { user } = await renderLoaded({ discountPercentage: 10 });

    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const nutrition = within(screen.getByRole('tabpanel', { name: 'Nutritional Info' }));
    expect(nutrition.getByRole('row', { name: /Package and price/ })).toHaveTextContent(
      '$58.49 (24 lb bag) after the listed 10% off $64.99',
    );
    const product = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'Product');
    expect(product.offers).toMatchObject({ price: '58.49', priceCurrency: 'USD' });
  });

  it('works out the daily portion and monthly cost for the weight the owner types', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const costs = within(screen.getByRole('form', { name: 'Cost and portion for your dog' }));
    expect(costs.getByRole('status')).toHaveTextContent('Enter a weight to see the daily portion and the monthly cost.');
    // The answer follows the fields, so the button that sends them on a page without scripts is gone.
    expect(costs.queryByRole('button', { name: 'Show portion and cost' })).not.toBeInTheDocument();

    await user.type(costs.getByRole('spinbutton', { name: "Your dog's weight (lbs)" }), '60');
    // 60 lb adult: 1,335 kcal a day, 329 g of a 4,063 kcal/kg food, $59.63 a month from a $64.99 24 lb bag.
    expect(costs.getByRole('status')).toHaveTextContent('About 2.87 cups (329 g) a day, 1,335 kcal, and about $60 a month.');

    await user.clear(costs.getByRole('spinbutton', { name: "Your dog's weight (lbs)" }));
    await user.type(costs.getByRole('spinbutton', { name: "Your dog's weight (lbs)" }), '10');
    expect(costs.getByRole('status')).toHaveTextContent('About 3/4 cup (86 g) a day, 348 kcal, and about $16 a month.');

    await user.selectOptions(costs.getByRole('combobox', { name: 'Age' }), 'puppy');
    expect(costs.getByRole('status')).not.toHaveTextContent('348 kcal');
  });

  it('marks a cost resting on an estimated price as an estimate, with the reason', async () => {
    const { user } = await renderLoaded({
      figures: foodFigures({ estimated: ['price'], estimateNote: 'The price is the maker’s suggested retail price.' }),
    });
    await user.click(screen.getByRole('tab', { name: 'Nutritional Info' }));
    const nutrition = within(screen.getByRole('tabpanel', { name: 'Nutritional Info' }));
    expect(nutrition.getByRole('row', { name: /Package and price/ })).toHaveTextContent('$64.99 (24 lb bag) (estimate)');
    expect(nutrition.getByText(/suggested retail price/)).toBeVisible();
    await user.type(nutrition.getByRole('spinbutton', { name: "Your dog's weight (lbs)" }), '60');
    expect(nutrition.getByRole('status')).toHaveTextContent('(an estimate: see the note on the figures)');
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
