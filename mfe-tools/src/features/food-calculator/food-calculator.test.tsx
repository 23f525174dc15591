import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { calculateCalorieNeeds } from '@gentlebowl/contracts';
import { FoodCalculator } from './food-calculator';

jest.mock('@gentlebowl/contracts', () => {
  const actual = jest.requireActual<typeof import('@gentlebowl/contracts')>('@gentlebowl/contracts');
  return { ...actual, calculateCalorieNeeds: jest.fn(actual.calculateCalorieNeeds) };
});

type User = ReturnType<typeof userEvent.setup>;

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const resultSection = () => screen.queryByRole('region', { name: "Your dog's daily nutritional needs" });

async function fillForm(
  user: User,
  { weight, age, activity, neutered, condition }: { weight: string; age: string; activity: string; neutered: string; condition: string },
) {
  const weightInput = screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" });
  await user.clear(weightInput);
  await user.type(weightInput, weight);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Life stage' }), age);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Activity level' }), activity);
  await user.click(screen.getByRole('radio', { name: neutered }));
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${condition}`) }));
}

const calculateButton = () => screen.getByRole('button', { name: 'Calculate Daily Needs' });

describe('FoodCalculator', () => {
  it('shows every required-field message from the spec, and no result or toast, on an empty submit', async () => {
    const { user } = renderWithShellProviders(<FoodCalculator />);

    await user.click(calculateButton());

    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(screen.getByText('Age is required')).toBeInTheDocument();
    expect(screen.getByText('Activity level is required')).toBeInTheDocument();
    expect(screen.getByText('Please specify if your dog is neutered/spayed')).toBeInTheDocument();
    expect(screen.getByText('Current body condition is required')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveAttribute('aria-invalid', 'true');
    expect(resultSection()).not.toBeInTheDocument();
    expect(notifications().queryByRole('status')).not.toBeInTheDocument();
  });

  it('rejects a weight under 1 lb', async () => {
    const { user } = renderWithShellProviders(<FoodCalculator />);
    await fillForm(user, { weight: '0.5', age: 'Adult (1-7 years)', activity: 'moderate', neutered: 'Yes', condition: 'Ideal' });

    await user.click(calculateButton());

    expect(screen.getByText('Weight must be at least 1 lb')).toBeInTheDocument();
    expect(resultSection()).not.toBeInTheDocument();
  });

  it('offers the spec’s life stages, activity levels, neutered answers and body conditions', () => {
    renderWithShellProviders(<FoodCalculator />);
    const values = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .filter(Boolean);
    expect(values('Life stage')).toEqual(['puppy', 'adult', 'senior']);
    expect(values('Activity level')).toEqual(['low', 'moderate', 'high', 'very-high']);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'yes',
      'no',
      'underweight',
      'ideal',
      'overweight',
    ]);
    expect(screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveAttribute('min', '1');
  });

  it('shows the result, announces it and confirms with the success toast', async () => {
    const { user } = renderWithShellProviders(<FoodCalculator />);
    await fillForm(user, { weight: '50', age: 'adult', activity: 'moderate', neutered: 'Yes', condition: 'Ideal' });

    await user.click(calculateButton());

    const result = within(resultSection() as HTMLElement);
    expect(result.getByText('Resting energy requirement (RER)').nextSibling).toHaveTextContent('727 kcal');
    expect(result.getByText('Daily energy requirement (DER)').nextSibling).toHaveTextContent('1164 kcal');
    expect(result.getByText('Calories per day').nextSibling).toHaveTextContent('1164 kcal');
    expect(result.getByText('Cups per day').nextSibling).toHaveTextContent('3.3 cups');
    expect(result.getByText('Cups are based on 350 kcal per cup')).toBeInTheDocument();
    expect(result.getByText(/Find the kcal per cup on your dog's food bag/)).toBeInTheDocument();
    expect(result.queryByText('Check with your vet')).not.toBeInTheDocument();

    expect(
      screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Result:')),
    ).toHaveTextContent('Result: 1164 calories per day, about 3.3 cups of food.');

    const toast = notifications().getByRole('status');
    expect(toast).toHaveTextContent('Calculation Complete');
    expect(toast).toHaveTextContent("Your dog's nutritional needs have been calculated.");
  });

  it('brings each result into view, since on a phone it is shown a screen or two below the button', async () => {
    const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    const { user } = renderWithShellProviders(<FoodCalculator />);
    await fillForm(user, { weight: '50', age: 'adult', activity: 'moderate', neutered: 'Yes', condition: 'Ideal' });
    expect(scrollIntoView).not.toHaveBeenCalled();

    await user.click(calculateButton());
    await user.click(calculateButton());

    expect(scrollIntoView.mock.contexts.map((element) => (element as Element).contains(resultSection()))).toEqual([true, true]);
  });

  it('replaces the result on a new submit and adds the vet notes that apply', async () => {
    const { user } = renderWithShellProviders(<FoodCalculator />);
    await fillForm(user, { weight: '50', age: 'adult', activity: 'moderate', neutered: 'Yes', condition: 'Ideal' });
    await user.click(calculateButton());

    await fillForm(user, { weight: '22', age: 'puppy', activity: 'low', neutered: 'No', condition: 'Overweight' });
    await user.click(calculateButton());

    // 22 lb -> 9.979 kg, RER 393.02, x 2.8 (puppy 3, overweight -0.2, no intact add) = 1100.45, cups 3.14
    const result = within(resultSection() as HTMLElement);
    expect(result.getByText('Daily energy requirement (DER)').nextSibling).toHaveTextContent('1100 kcal');
    expect(result.getByText('Resting energy requirement (RER)').nextSibling).toHaveTextContent('393 kcal');
    expect(result.getByText('Cups per day').nextSibling).toHaveTextContent('3.1 cups');
    expect(result.getAllByText('Check with your vet')).toHaveLength(2);
    expect(result.getByText(/ideal weight/)).toBeInTheDocument();
    expect(result.getByText(/closer to 2 x RER/)).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: "Your dog's daily nutritional needs" })).toHaveLength(1);
  });

  it('keeps the previous result and shows the destructive error toast when the calculation fails', async () => {
    const { user } = renderWithShellProviders(<FoodCalculator />);
    await fillForm(user, { weight: '50', age: 'adult', activity: 'moderate', neutered: 'Yes', condition: 'Ideal' });
    await user.click(calculateButton());

    jest.mocked(calculateCalorieNeeds).mockImplementationOnce(() => {
      throw new RangeError('boom');
    });
    await fillForm(user, { weight: '80', age: 'senior', activity: 'low', neutered: 'No', condition: 'Ideal' });
    await user.click(calculateButton());

    const alert = notifications().getByRole('alert');
    expect(alert).toHaveTextContent('Calculation Error');
    expect(alert).toHaveTextContent(
      "There was an error calculating your dog's nutritional needs. Please check your inputs.",
    );
    expect(notifications().queryByText('Calculation Complete')).not.toBeInTheDocument();
    const result = within(resultSection() as HTMLElement);
    expect(result.getByText('Daily energy requirement (DER)').nextSibling).toHaveTextContent('1164 kcal');
  });

  it('tells the page its form after each result made (so the address names it), and not after a failure', async () => {
    const onCalculated = jest.fn();
    const { user } = renderWithShellProviders(<FoodCalculator onCalculated={onCalculated} />);
    await user.click(calculateButton());
    expect(onCalculated).not.toHaveBeenCalled();

    await fillForm(user, { weight: '50', age: 'adult', activity: 'moderate', neutered: 'Yes', condition: 'Ideal' });
    await user.click(calculateButton());
    expect(onCalculated).toHaveBeenCalledWith('food-calculator');

    jest.mocked(calculateCalorieNeeds).mockImplementationOnce(() => {
      throw new RangeError('boom');
    });
    await user.click(calculateButton());
    expect(onCalculated).toHaveBeenCalledTimes(1);
  });
});
