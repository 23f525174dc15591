import { dogFood, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, within } from '@testing-library/react';
import { cannedDogFood } from '../../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { FoodCalculator } from './food-calculator';

const dry = dogFood();
const wet = cannedDogFood();

const result = () => within(screen.getByRole('region', { name: "Your dog's daily nutritional needs" }));
const figure = (label: string) => result().getByText(label).nextSibling;

async function calculateFor(foodName: string | null) {
  const { user } = renderWithShellProviders(<FoodCalculator />);
  const foodSelect = screen.getByRole('combobox', { name: /^Food \(optional\)/ });
  await within(foodSelect).findByRole('option', { name: 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula' });
  await user.type(screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" }), '50');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Life stage' }), 'adult');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Activity level' }), 'moderate');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('radio', { name: /^Ideal/ }));
  if (foodName) await user.selectOptions(foodSelect, screen.getByRole('option', { name: foodName }));
  await user.click(screen.getByRole('button', { name: 'Calculate Daily Needs' }));
}

describe('the calorie calculator with a catalogue food', () => {
  let api: ReturnType<typeof installFetchMock>;

  beforeEach(() => {
    api = installFetchMock();
    api.fetchMock.mockResolvedValue(jsonReply([dry, wet]));
  });

  it("offers the catalogue's foods, defaulting to the spec's 350 kcal per cup", async () => {
    await calculateFor(null);
    expect(api.sent()).toEqual([{ url: '/api/dog-foods', method: 'GET', body: undefined }]);
    expect(screen.getByRole('combobox', { name: /^Food \(optional\)/ })).toHaveDisplayValue('Any food: assume 350 kcal per cup');
    expect(figure('Cups per day')).toHaveTextContent('3.3 cups');
    expect(result().getByText('Cups are based on 350 kcal per cup')).toBeInTheDocument();
    expect(result().queryByRole('heading', { name: /^With / })).not.toBeInTheDocument();
  });

  it("shows the picked food's daily portion and monthly cost for the dog's calories", async () => {
    await calculateFor('Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula');

    // 1164 kcal a day of a 4,063 kcal/kg, 465 kcal/cup food: 286 g, 2.503 cups (2 1/2 measured); 30.4 days of the
    // $64.99 10,886 g bag seen at Chewy, which lasts 38 days: 286.49 x 30.4 / 10886 x 64.99 = $51.99.
    expect(result().getByRole('heading', { name: 'With Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula' })).toBeInTheDocument();
    expect(figure('Daily portion')).toHaveTextContent('2 1/2 cups (286 g)');
    expect(figure('Grams per day')).toHaveTextContent('286 g');
    expect(figure('Monthly cost')).toHaveTextContent('$52');
    expect(figure('Cups per day')).toHaveTextContent('3.3 cups');
    expect(result().getByText(/^From the maker's label \(www\.purina\.com, recorded Nov 2, 2026\): 4,063 kcal\/kg, 465 kcal per cup$/)).toBeInTheDocument();
    expect(result().getByText(/Bought as a 24 lb bag \(\$64\.99 at Chewy on Nov 2, 2026\), which lasts about 5 weeks\./)).toBeInTheDocument();
    expect(screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Result:'))).toHaveTextContent(
      'Result: 1164 calories per day, about 3.3 cups of food, or 2 1/2 cups of Sensitive Skin & Stomach Salmon & Rice Formula.',
    );
  });

  it('counts cans for a wet food, in quarters, and marks an estimated price and sample data as such', async () => {
    await calculateFor("Hill's Prescription Diet i/d Digestive Care Stew");

    // 1164 g and 3.146 cans (3 1/4 measured) a day; $45.48 for 4,423 g, which lasts 3 days: 1164 x 30.4 / 4423 x 45.48 = $363.87.
    expect(figure('Daily portion')).toHaveTextContent('3 1/4 cans (1,164 g)');
    expect(figure('Grams per day')).toHaveTextContent('1,164 g');
    expect(figure('Monthly cost (estimate)')).toHaveTextContent('$364');
    expect(result().getByText(/^Not yet checked against the maker's label: 1,000 kcal\/kg, 370 kcal per can$/)).toBeInTheDocument();
    expect(result().getByText(/Bought as 12 x 13 oz cans \(\$45\.48, estimated Nov 24, 2026, not a retailer's price\), which last about 3 days\./)).toBeInTheDocument();
    expect(result().getByText(/The calories per can are typical values for stews of this kind\./)).toBeInTheDocument();
    expect(result().getByText(/^Sample catalogue: /)).toBeInTheDocument();
  });

  it('works no monthly cost out from a price that is out of date', async () => {
    api.fetchMock.mockResolvedValue(jsonReply([dogFood({ offers: dry.offers.map((offer) => ({ ...offer, current: false })) }), wet]));
    await calculateFor('Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula');

    expect(figure('Monthly cost')).toHaveTextContent('No current price');
    expect(result().getByText(/No price of this food is current, so no monthly cost is worked out\./)).toBeInTheDocument();
  });
});
