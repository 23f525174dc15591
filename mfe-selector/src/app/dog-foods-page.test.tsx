import { catalogueParams, type DogFood, type DogFoodCataloguePage } from '@gentlebowl/contracts';
import { breadcrumbLabels, errorReply, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { routeById } from '@gentlebowl/routes';
import { useLocation } from '@gentlebowl/router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dogFood, dogFoodSummary, sampleFood } from '../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import DogFoodsPageModule from './exposed/dog-foods-page';

let api: ReturnType<typeof installFetchMock>;

const salmon = dogFood({ id: 1 });
/** A prescription wet food of the sample catalogue: no rating, estimated can prices. */
const prescription = sampleFood({
  id: 7,
  brand: "Hill's Prescription Diet",
  name: 'z/d Skin/Food Sensitivities',
  foodType: 'wet',
  requiresPrescription: true,
});

function cataloguePage(foods: DogFood[], overrides: Partial<DogFoodCataloguePage> = {}): DogFoodCataloguePage {
  return { foods: foods.map(dogFoodSummary), total: foods.length, page: 1, pageSize: 12, pageCount: 1, ...overrides };
}

beforeEach(() => {
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(jsonReply(cataloguePage([salmon, prescription])));
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderCatalogue(search = '') {
  return renderWithShellProviders(
    <>
      <DogFoodsPageModule />
      <Address />
    </>,
    { route: `/dog-foods${search}` },
  );
}

const address = () => screen.getByTestId('address').textContent;
const cards = () => screen.findAllByRole('article');
const jsonLdBlocks = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '{}'));

describe('the /dog-foods page', () => {
  it('reads exactly the parameters the route catalogue lets through to it', () => {
    expect(routeById('dog-foods').query).toEqual(Object.values(catalogueParams));
  });

  it('shows its breadcrumbs, title and canonical address', async () => {
    renderCatalogue();
    expect(breadcrumbLabels()).toEqual(['Home', 'All Dog Foods']);
    const title = screen.getByRole('heading', { level: 1, name: 'All Dog Foods' });
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe-selector');
    await waitFor(() => expect(document.title).toBe('All Dog Foods | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/dog-foods');
    expect(api.sent()).toEqual([{ url: '/api/dog-foods/catalogue', method: 'GET', body: undefined }]);
  });

  it("shows every food as a card: photo, brand, name linking to its page, type, a retailer's rating with its source and the monthly cost band", async () => {
    renderCatalogue();
    const [first, second] = await cards();
    const card = within(first as HTMLElement);
    expect(card.getByRole('img', { name: 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula' })).toBeInTheDocument();
    expect(card.getByText('Purina Pro Plan')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Sensitive Skin & Stomach Salmon & Rice Formula' })).toHaveAttribute('href', '/dog-food/1');
    expect(card.getByText('Dry Food')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(card.getByText('from 1,280 reviews at Chewy, seen Nov 2, 2026')).toBeInTheDocument();
    expect(card.getByText(/^Monthly cost:/)).toHaveTextContent('Monthly cost: Under $50');
    expect(card.queryByRole('link', { name: /buy|where to buy/i })).toBeNull();

    const rx = within(second as HTMLElement);
    expect(rx.getByText('Wet Food')).toBeInTheDocument();
    expect(rx.getByText('Prescription diet')).toBeInTheDocument();
    // No retailer rated it: no stars, no rating.
    expect(rx.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(rx.getByText(/^Monthly cost:/)).toHaveTextContent('Monthly cost: Under $50 (estimate)');
    expect(screen.getByText(/^Monthly costs are for a 35 lb adult dog, from the package it would buy/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 foods' })).toBeInTheDocument();
  });

  it('says a food has no current price instead of a monthly cost', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(cataloguePage([dogFood({ id: 3, offers: [] })])));
    renderCatalogue();
    const [card] = await cards();
    expect(within(card as HTMLElement).getByText(/^Monthly cost:/)).toHaveTextContent('Monthly cost: No current price');
  });

  it('says once, above the cards, that their figures come from the sample catalogue', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(cataloguePage([sampleFood({ id: 2 }), prescription])));
    renderCatalogue();
    await cards();
    expect(screen.getAllByText('Sample catalogue')).toHaveLength(1);
  });

  it('says nothing of a sample catalogue when no food on the page comes from it', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(cataloguePage([salmon])));
    renderCatalogue();
    await cards();
    expect(screen.queryByText('Sample catalogue')).toBeNull();
  });

  it('asks the API for the list of the address in its one spelling, and shows the choices in the form', async () => {
    renderCatalogue('?type=&protein=fish&free-from=chicken&free-from=beef&life-stage=&prescription=no&sort=price');
    await cards();
    expect(api.sent()).toEqual([
      { url: '/api/dog-foods/catalogue?protein=fish&free-from=chicken,beef&prescription=no&sort=price', method: 'GET', body: undefined },
    ]);
    const form = within(screen.getByRole('form', { name: 'Filter the foods' }));
    expect(form.getByRole('combobox', { name: 'Food type' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Protein' })).toHaveValue('fish');
    expect(form.getByRole('combobox', { name: 'Prescription diets' })).toHaveValue('no');
    expect(form.getByRole('combobox', { name: 'Order' })).toHaveValue('price');
    expect(form.getByRole('checkbox', { name: 'Chicken' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Beef' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Soy' })).not.toBeChecked();
    await waitFor(() =>
      expect(document.title).toBe('Dog Foods: with Fish, free from Chicken and Beef, no prescription diets | Gentle Bowl'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/dog-foods?protein=fish&free-from=chicken,beef&prescription=no&sort=price',
    );
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/dog-foods?sort=price');
  });

  it('is a GET form to /dog-foods whose fields are named as the address parameters', () => {
    renderCatalogue();
    const form = screen.getByRole('form', { name: 'Filter the foods' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/dog-foods');
    const names = new Set(Array.from(form.querySelectorAll('select, input')).map((field) => field.getAttribute('name')));
    expect(names).toEqual(new Set(['type', 'protein', 'life-stage', 'prescription', 'sort', 'free-from']));
  });

  it('folds the filters of the whole list away behind a toggle, and stands open those of a list someone chose', async () => {
    const { unmount } = renderCatalogue();
    const fold = () => screen.getByText('Show the filters').closest('details') as HTMLDetailsElement;
    expect(fold().open).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Food type' })).not.toBeVisible();
    unmount();

    for (const search of ['?type=dry', '?sort=price']) {
      const { unmount: unmountChosen } = renderCatalogue(search);
      const toggle = screen.getByText('Hide the filters');
      expect(toggle.closest('details')?.open).toBe(true);
      expect(screen.getByRole('combobox', { name: 'Food type' })).toBeVisible();
      unmountChosen();
    }
  });

  it('goes to the address of the chosen filters, on their first page', async () => {
    renderCatalogue('?page=2');
    await cards();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chicken' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Food type' }), { target: { value: 'dry' } });
    const show = screen.getByRole('button', { name: 'Show foods' });
    show.focus();
    fireEvent.click(show);
    await waitFor(() => expect(address()).toBe('/dog-foods?type=dry&free-from=chicken'));
    // The form is made anew for the new list; the focus stays where the visitor was, on its button.
    expect(show).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show foods' })).toHaveFocus();
  });

  it('links every page of a long list, with rel="prev" and rel="next" in the head and the foods numbered across pages', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(cataloguePage([salmon, prescription], { total: 30, page: 2, pageCount: 3 })));
    renderCatalogue('?free-from=chicken&page=2');
    await cards();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of the list' }));
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/dog-foods?free-from=chicken');
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/dog-foods?free-from=chicken');
    expect(pages.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/dog-foods?free-from=chicken&page=3');
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/dog-foods?free-from=chicken&page=3');
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute('href', 'http://localhost/dog-foods?free-from=chicken');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', 'http://localhost/dog-foods?free-from=chicken&page=3');
    expect(screen.getByRole('heading', { level: 2, name: 'Foods 13 to 24 of 30' })).toBeInTheDocument();

    await waitFor(() => expect(jsonLdBlocks().find((block) => block['@type'] === 'ItemList')).toBeDefined());
    expect(jsonLdBlocks().find((block) => block['@type'] === 'ItemList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Dog Foods: free from Chicken',
      numberOfItems: 30,
      itemListElement: [
        { '@type': 'ListItem', position: 13, url: 'http://localhost/dog-food/1', name: 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula' },
        { '@type': 'ListItem', position: 14, url: 'http://localhost/dog-food/7', name: "Hill's Prescription Diet z/d Skin/Food Sensitivities" },
      ],
    });
    expect(jsonLdBlocks().some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('offers the comparison of the first foods of the page', async () => {
    renderCatalogue();
    await cards();
    expect(screen.getByRole('link', { name: 'Compare the first 2 of this page side by side' })).toHaveAttribute('href', '/compare?foods=1,7');
  });

  it('says so when no food matches, with a link that clears the filters', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(cataloguePage([])));
    renderCatalogue('?type=wet&protein=lamb');
    expect(await screen.findByText('No foods match these filters')).toBeInTheDocument();
    expect(screen.getByText(/No food in our catalogue matches all of these: Wet Food, with Lamb\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'clear the filters' })).toHaveAttribute('href', '/dog-foods');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('explains an address it cannot read without asking the API', () => {
    renderCatalogue('?type=kibble');
    expect(screen.getByText(/Unknown type "kibble": use one of dry, wet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every food' })).toHaveAttribute('href', '/dog-foods');
    expect(api.sent()).toEqual([]);
  });

  it('says a page past the last does not exist, with the API\'s reason, and links its first page and every food', async () => {
    api.fetchMock.mockResolvedValue(
      errorReply(404, 'Not Found', '{"statusCode":404,"message":"Page 9 is past the last page of these foods: there are 3 pages"}'),
    );
    renderCatalogue('?protein=fish&page=9');
    expect(await screen.findByText('This page of the list does not exist')).toBeInTheDocument();
    // The API's own sentence, without the status code in front of it.
    expect(screen.getByText(/^Page 9 is past the last page of these foods: there are 3 pages\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/dog-foods?protein=fish');
    expect(screen.getByRole('link', { name: 'browse all dog foods' })).toHaveAttribute('href', '/dog-foods');
  });

  it("shows the API's reason when it refuses the list", async () => {
    api.fetchMock.mockResolvedValue(errorReply(400, 'Bad Request', '{"statusCode":400,"message":"sort may be given only once"}'));
    renderCatalogue('?sort=price');
    expect(await screen.findByText(/sort may be given only once/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every food' })).toHaveAttribute('href', '/dog-foods?sort=price');
  });
});
