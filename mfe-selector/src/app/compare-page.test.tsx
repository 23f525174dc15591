import { type AppStore, createAppStore } from '@gentlebowl/platform';
import { breadcrumbLabels, errorReply, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@gentlebowl/router';
import { loadComparedFoods } from '../features/compare/compare-loader';
import { COMPARE_STORAGE_KEY } from '../features/compare/compare-storage';
import { chewyOffer, dogFood, estimatedOffer, labelFacts } from '../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import ComparePageModule from './exposed/compare-page';

let api: ReturnType<typeof installFetchMock>;

const catalogue = {
  1: dogFood({ id: 1 }),
  // A prescription wet food of the sample catalogue: an estimated clinic price, label energy unread,
  // no retailer's rating and no reviewer.
  7: dogFood({
    id: 7,
    brand: "Hill's Prescription Diet",
    name: 'i/d Digestive Care Chicken Flavor Stew',
    foodType: 'wet',
    requiresPrescription: true,
    retailerRating: null,
    rating: null,
    reviewCount: null,
    review: null,
    isVetRecommended: false,
    isClinicallyProven: false,
    ingredients: ['Water', 'Pork Liver', 'Chicken', 'Rice'],
    allergens: ['chicken'],
    matchTags: ['chicken', 'rice'],
    label: labelFacts({
      energy: { kcalPerKg: 1000, kcalPerServing: 370, servingUnit: 'can' },
      guaranteedAnalysis: null,
      aafcoStatement: null,
      aafcoLifeStage: null,
      source: null,
    }),
    offers: [estimatedOffer({ retailer: 'Chewy', package: { label: '12 x 13 oz cans', grams: 4423 }, priceUsd: 45.48, seenOn: '2026-11-20' })],
    costNote: 'The price is a typical vet-clinic price; clinics set their own.',
    sampleData: true,
  }),
  12: dogFood({
    id: 12,
    brand: 'Natural Balance',
    name: 'L.I.D. Sweet Potato & Fish',
    retailerRating: { rating: 44, reviewCount: 310, retailer: 'Petco', productUrl: null, seenOn: '2026-10-30' },
    isVetRecommended: false,
    isClinicallyProven: false,
    isAllNatural: true,
    ingredients: ['Sweet Potatoes', 'Salmon', 'Menhaden Fish Meal', 'Canola Oil'],
    allergens: [],
    matchTags: ['fish', 'grainfree'],
  }),
} as const;

beforeEach(() => {
  window.localStorage.clear();
  api = installFetchMock();
  api.fetchMock.mockImplementation(async (url) => {
    const food = catalogue[Number(url.split('/').pop()) as keyof typeof catalogue];
    return food ? jsonReply(food) : errorReply(404, 'Not Found', '{"statusCode":404,"message":"Dog food not found"}');
  });
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderCompare(search: string, store?: AppStore) {
  return renderWithShellProviders(
    <>
      <ComparePageModule />
      <Address />
    </>,
    { route: `/compare${search}`, ...(store ? { store } : {}) },
  );
}

const address = () => screen.getByTestId('address').textContent;
const table = () => screen.findByRole('table');
const rowCells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the /compare page', () => {
  it('shows its breadcrumbs, title and canonical address, and marks itself as the selector remote', async () => {
    renderCompare('');
    expect(breadcrumbLabels()).toEqual([
      'Home',
      'Best Dog Food for Sensitive Stomach',
      'Compare Foods',
    ]);
    const title = screen.getByRole('heading', { level: 1, name: 'Compare Dog Foods' });
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe-selector');
    await waitFor(() => expect(document.title).toBe('Compare Dog Foods for a Sensitive Stomach | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/compare');
  });

  it('lays three foods side by side in a table: a column per food, a row per attribute', async () => {
    renderCompare('?foods=1,7,12&weight=60&age=adult&size=large');

    const comparison = within(await table());
    expect(comparison.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Purina Pro PlanSensitive Skin & Stomach Salmon & Rice Formula',
      "Hill's Prescription Dieti/d Digestive Care Chicken Flavor Stew",
      'Natural BalanceL.I.D. Sweet Potato & Fish',
    ]);
    expect(comparison.getByRole('link', { name: 'L.I.D. Sweet Potato & Fish' })).toHaveAttribute('href', '/dog-food/12');
    expect(comparison.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Type',
      "Retailer's rating",
      'Price',
      'Monthly cost for your dog',
      'Daily portion for your dog',
      'Energy',
      'Main proteins',
      'First ingredients',
      'Common allergens',
      'Badges',
    ]);
    for (const header of comparison.getAllByRole('rowheader')) expect(header).toHaveAttribute('scope', 'row');
    expect(rowCells('Type')).toEqual(['Dry Food', 'Wet Food', 'Dry Food']);
    expect(rowCells("Retailer's rating")).toEqual([
      '4.6 from 1,280 reviews at Chewy, seen Nov 2, 2026',
      'Not rated by a retailer we follow',
      '4.4 from 310 reviews at Petco, seen Oct 30, 2026',
    ]);
    expect(rowCells('Price')).toEqual([
      '$64.99 for a 24 lb bag at Chewy on Nov 2, 2026',
      "$45.48 for 12 x 13 oz cans, estimated Nov 20, 2026, not a retailer's price",
      '$64.99 for a 24 lb bag at Chewy on Nov 2, 2026',
    ]);
    expect(rowCells('Energy')).toEqual([
      "4,063 kcal/kg, 465 kcal per cupFrom the maker's label (www.purina.com, recorded Nov 2, 2026)",
      "1,000 kcal/kg, 370 kcal per canNot yet checked against the maker's label",
      "4,063 kcal/kg, 465 kcal per cupFrom the maker's label (www.purina.com, recorded Nov 2, 2026)",
    ]);
    expect(rowCells('Main proteins')).toEqual(['Fish', 'Chicken', 'Fish']);
    expect(rowCells('First ingredients')[2]).toBe('Sweet Potatoes, Salmon, Menhaden Fish Meal');
    expect(rowCells('Common allergens')).toEqual(['Beef', 'Chicken', 'None of those we track']);
    // A badge only with the reviewer who stands behind it.
    expect(rowCells('Badges')).toEqual([
      'Vet Recommended, Clinically ProvenReviewed by Dr. Ana Ruiz, DVM, on Oct 15, 2026',
      'Prescription diet',
      'All NaturalReviewed by Dr. Ana Ruiz, DVM, on Oct 15, 2026',
    ]);
  });

  it('works out the portion an owner measures and the monthly cost with the package it comes from, marking estimates', async () => {
    renderCompare('?foods=1,7&weight=60&age=adult&size=large');
    await table();

    // 60 lb adult: 1,335 kcal a day. Dry: 329 g (2.87 cups), $59.63 a month from the 24 lb bag;
    // wet: 3.61 cans, measured in quarter cans, $417 a month at the estimated price of 12 cans.
    expect(rowCells('Daily portion for your dog')).toEqual(['2 7/8 cups (329 g) a day', '3 1/2 cans (1,335 g) a day']);
    expect(rowCells('Monthly cost for your dog')).toEqual([
      'About $60 a monthBought as a 24 lb bag ($64.99 at Chewy on Nov 2, 2026), which lasts about 5 weeks.',
      "About $417 a month(estimate)Bought as 12 x 13 oz cans ($45.48, estimated Nov 20, 2026, not a retailer's price), which last about 3 days.",
    ]);
    expect(screen.getByText(/your 60 lb dog, Adult \(3-7 years\): about 1,335 kcal a day/)).toBeInTheDocument();
    const sources = within(screen.getByRole('region', { name: 'Where the figures come from' }));
    expect(sources.getByText(/typical vet-clinic price/)).toBeInTheDocument();
    expect(sources.getByRole('link', { name: 'www.purina.com' })).toHaveAttribute('href', expect.stringContaining('https://www.purina.com/'));
    // Food 7 comes from the sample catalogue: said once on the page.
    expect(screen.getAllByText('Sample catalogue')).toHaveLength(1);
  });

  it('says there is no current price rather than a cost from a price out of date, which it shows as out of date', async () => {
    api.fetchMock.mockImplementation(async () => jsonReply(dogFood({ id: 1, offers: [chewyOffer({ current: false })] })));
    renderCompare('?foods=1&weight=60&age=adult&size=large');
    await table();
    expect(rowCells('Monthly cost for your dog')).toEqual(['No current price']);
    expect(rowCells('Price')).toEqual(['$64.99 for a 24 lb bag at Chewy on Nov 2, 2026, out of date']);
    expect(screen.queryByText('Sample catalogue')).not.toBeInTheDocument();
  });

  it("asks a puppy's weight now and its expected adult weight, and works nothing out without both", async () => {
    const { user } = renderCompare('?foods=1&age=puppy&size=medium');
    await table();
    expect(screen.getByText(/A puppy's portions and costs need its weight now and its expected adult weight/)).toBeInTheDocument();
    expect(rowCells('Daily portion for your dog')).toEqual(["Add your puppy's weights above"]);

    const form = within(screen.getByRole('form', { name: 'Your dog' }));
    await user.type(form.getByRole('spinbutton', { name: /^Weight \(lbs\)/ }), '12');
    // Shown by the page's CSS while Puppy is picked.
    const adultWeight = form.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' });
    await user.type(adultWeight, '8');
    await user.click(form.getByRole('button', { name: 'Show for my dog' }));
    expect(adultWeight).toHaveAccessibleDescription(/The expected adult weight can't be less than your puppy's weight now/);
    expect(address()).toBe('/compare?foods=1&age=puppy&size=medium');

    await user.clear(adultWeight);
    await user.type(adultWeight, '40');
    await user.click(form.getByRole('button', { name: 'Show for my dog' }));
    expect(address()).toBe('/compare?foods=1&weight=12&age=puppy&size=medium&adult-weight=40');
    // NRC 2006: 994 kcal a day for a 12 lb puppy of a 40 lb adult.
    expect(screen.getByText('Portions and costs are worked out for your 12 lb puppy, expected to weigh 40 lb grown: about 994 kcal a day.')).toBeInTheDocument();
    expect(rowCells('Daily portion for your dog')).toEqual(['2 1/8 cups (245 g) a day']);
  });

  it('hides the expected adult weight from a grown dog', async () => {
    renderCompare('?foods=1&age=adult&size=medium');
    await table();
    expect(screen.getByRole('spinbutton', { name: 'Expected adult weight (lbs)', hidden: true })).not.toBeVisible();
  });

  it("uses the size group's weight when the address has none, and says so", async () => {
    renderCompare('?foods=1&age=adult&size=medium');
    await table();
    expect(rowCells('Daily portion for your dog')).toEqual(['1 7/8 cups (219 g) a day']);
    expect(screen.getByText(/a 35 lb dog, Adult \(3-7 years\), the middle of the size group Medium/)).toBeInTheDocument();
  });

  it('asks for the dog when the address has none, and the form puts the dog in the address', async () => {
    const { user } = renderCompare('?foods=1,12');
    await table();
    expect(screen.getByText(/Daily portions and monthly costs need your dog's weight or size, and its age/)).toBeInTheDocument();
    expect(rowCells('Monthly cost for your dog')).toEqual(['Add your dog above', 'Add your dog above']);

    const form = within(screen.getByRole('form', { name: 'Your dog' }));
    await user.click(form.getByRole('button', { name: 'Show for my dog' }));
    expect(form.getByText('Please select an age group')).toBeInTheDocument();
    expect(address()).toBe('/compare?foods=1,12');

    await user.type(form.getByRole('spinbutton', { name: /Weight \(lbs\)/ }), '10');
    await user.selectOptions(form.getByRole('combobox', { name: /Age/ }), 'adult');
    await user.selectOptions(form.getByRole('combobox', { name: /Size/ }), 'small');
    await user.click(form.getByRole('button', { name: 'Show for my dog' }));

    expect(address()).toBe('/compare?foods=1,12&weight=10&age=adult&size=small');
    expect(rowCells('Daily portion for your dog')[0]).toBe('3/4 cup (86 g) a day');
    expect(rowCells('Monthly cost for your dog')[0]).toMatch(/^About \$16 a monthBought as a 24 lb bag/);
  });

  it('removes a food from the table and the address', async () => {
    const { user } = renderCompare('?foods=1,7,12&age=adult&size=large');
    await table();

    await user.click(screen.getByRole('link', { name: "Remove Hill's Prescription Diet i/d Digestive Care Chicken Flavor Stew" }));

    expect(address()).toBe('/compare?foods=1,12&age=adult&size=large');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    // The link followed is gone with its column: the focus is on what is compared now.
    expect(screen.getByRole('region', { name: '2 foods side by side, with the portion and cost for your 70 lb dog.' })).toHaveFocus();
  });

  it('shows an empty state with a way to the food selector when there is nothing to compare', async () => {
    const { user } = renderCompare('?foods=12');
    await table();
    await user.click(screen.getByRole('link', { name: /^Remove/ }));

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No foods to compare yet')).toBeInTheDocument();
    expect(screen.getByText('No foods to compare yet').closest('[role="note"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Find foods with the food selector' })).toHaveAttribute('href', '/food-selector');
    expect(address()).toBe('/compare');
  });

  it('at an address without foods, leads to the foods the browser keeps on its compare list', async () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ ids: [4, 8] }));
    renderCompare('');

    expect(await screen.findByRole('link', { name: 'Compare the 2 foods on your compare list' })).toHaveAttribute(
      'href',
      '/compare?foods=4,8',
    );
    // Not "No foods to compare yet" above a link to two of them.
    expect(screen.getByRole('note')).toHaveTextContent(/^Your compare list/);
    expect(screen.queryByText('No foods to compare yet')).not.toBeInTheDocument();
  });

  it('reports ids it cannot read, foods the catalogue does not have and foods beyond three, and compares the rest', async () => {
    renderCompare('?foods=1,abc,999,12,7,4');

    expect(await table()).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    const problems = screen.getByText('Some foods could not be compared').closest('div')?.parentElement as HTMLElement;
    expect(problems).toHaveTextContent('"abc" in the address is not a food id, so it is left out.');
    expect(problems).toHaveTextContent('We have no food with the id 999 in our catalogue.');
    expect(problems).toHaveTextContent('Up to 3 foods can be compared at a time, so 7, 4 are left out.');
    expect(api.sent().map((request) => request.url)).toEqual(['/api/dog-foods/1', '/api/dog-foods/999', '/api/dog-foods/12']);
  });

  it('keeps reporting a food the server found missing while it asks for it again', async () => {
    // The server's loader learned 999 is unknown, and the browser takes that answer over with the page.
    const store = createAppStore();
    await loadComparedFoods({ params: {}, searchParams: new URLSearchParams('foods=1,999'), store });
    // RTK Query asks again for a failed query when the page subscribes; this time nothing answers.
    api.fetchMock.mockImplementation(() => new Promise(() => {}));

    renderCompare('?foods=1,999', store);

    const unknown = 'We have no food with the id 999 in our catalogue.';
    expect(screen.getByText(unknown, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(api.sent().map((request) => request.url)).toEqual(['/api/dog-foods/1', '/api/dog-foods/999', '/api/dog-foods/999']));
    expect(screen.getByText(unknown, { exact: false })).toBeInTheDocument();
  });
});
