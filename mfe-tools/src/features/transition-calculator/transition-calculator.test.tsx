import { dogFood, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { NO_PRINT_CLASS, PRINT_AREA_CLASS, PRINTING_SECTION_CLASS } from '../../shared/print-section';
import { cannedDogFood } from '../../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { TransitionCalculator } from './transition-calculator';
import { createTransitionPlan } from './transition-plan';

jest.mock('./transition-plan', () => {
  const actual = jest.requireActual<typeof import('./transition-plan')>('./transition-plan');
  return { ...actual, createTransitionPlan: jest.fn(actual.createTransitionPlan) };
});

type User = ReturnType<typeof userEvent.setup>;

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const planSection = () => screen.queryByRole('region', { name: /-day transition plan$/ });
const createButton = () => screen.getByRole('button', { name: 'Create Transition Plan' });
const cupsInput = () => screen.getByRole('spinbutton', { name: 'Cups per day' });
const periodSelect = () => screen.getByRole('combobox', { name: 'Transition period' });
const currentFoodSelect = () => screen.getByRole('combobox', { name: /^Current food \(optional\)/ });
const newFoodSelect = () => screen.getByRole('combobox', { name: /^New food \(optional\)/ });
const calorieSentence = () => within(planSection() as HTMLElement).getByText(/^Each day's amounts keep/);

async function fillForm(
  user: User,
  { current, next, cups, period }: { current: string; next: string; cups: string; period?: string },
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Current food type' }), current);
  await user.selectOptions(screen.getByRole('combobox', { name: 'New food type' }), next);
  await user.clear(cupsInput());
  await user.type(cupsInput(), cups);
  if (period) {
    await user.selectOptions(periodSelect(), period);
  }
}

function planRows() {
  const table = within(planSection() as HTMLElement).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('TransitionCalculator', () => {
  it('starts with the 10-day period and offers the spec’s food types', () => {
    renderWithShellProviders(<TransitionCalculator />);
    expect(periodSelect()).toHaveValue('10');
    expect(
      within(screen.getByRole('combobox', { name: 'Current food type' }))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', 'dry', 'wet', 'fresh', 'raw', 'homemade']);
    expect(cupsInput()).toHaveAttribute('min', '0.25');
    expect(cupsInput()).toHaveAttribute('step', '0.25');
    expect(currentFoodSelect()).toHaveDisplayValue('Typical food of the type above');
    expect(planSection()).not.toBeInTheDocument();
  });

  it('shows every required-field message from the spec on an empty submit', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await user.selectOptions(periodSelect(), '');

    await user.click(createButton());

    expect(screen.getByText('Please select your current food type')).toBeInTheDocument();
    expect(screen.getByText('Please select the new food type')).toBeInTheDocument();
    expect(screen.getByText('Please enter how many cups your dog currently eats')).toBeInTheDocument();
    expect(screen.getByText('Please select a transition period')).toBeInTheDocument();
    expect(planSection()).not.toBeInTheDocument();
    expect(notifications().queryByRole('status')).not.toBeInTheDocument();
  });

  it('rejects less than a quarter cup a day', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'wet', cups: '0.2' });

    await user.click(createButton());

    expect(screen.getByText('Please enter at least 1/4 cup (0.25)')).toBeInTheDocument();
    expect(planSection()).not.toBeInTheDocument();
  });

  it('builds the 10-day plan by calories, in eighths of a cup and grams, and confirms with a toast', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'fresh', cups: '2.5' });

    await user.click(createButton());

    const section = within(planSection() as HTMLElement);
    expect(section.getByRole('heading', { name: 'Your 10-day transition plan' })).toBeInTheDocument();
    // 2.5 cups of a typical dry food (385 kcal) is 962.5 kcal a day; a typical cup of fresh food holds 300 kcal.
    expect(calorieSentence()).toHaveTextContent("Each day's amounts keep your dog's daily calories the same as now, about 963 kcal a day.");
    expect(section.getByRole('columnheader', { name: 'Calories (current / new)' })).toBeInTheDocument();
    expect(section.getByRole('columnheader', { name: 'Current food (Dry Food)' })).toBeInTheDocument();
    expect(section.getByRole('columnheader', { name: 'New food (Fresh Food)' })).toBeInTheDocument();
    expect(planRows()).toEqual([
      ['Day 1', '90% / 10%', '2 1/4 cups (236 g)', '3/8 cup (75 g)'],
      ['Day 2', '90% / 10%', '2 1/4 cups (236 g)', '3/8 cup (75 g)'],
      ['Day 3', '80% / 20%', '2 cups (210 g)', '5/8 cup (151 g)'],
      ['Day 4', '70% / 30%', '1 3/4 cups (184 g)', '1 cup (226 g)'],
      ['Day 5', '60% / 40%', '1 1/2 cups (158 g)', '1 1/4 cups (302 g)'],
      ['Day 6', '50% / 50%', '1 1/4 cups (131 g)', '1 5/8 cups (377 g)'],
      ['Day 7', '40% / 60%', '1 cup (105 g)', '1 7/8 cups (452 g)'],
      ['Day 8', '30% / 70%', '3/4 cup (79 g)', '2 1/4 cups (528 g)'],
      ['Day 9', '20% / 80%', '1/2 cup (53 g)', '2 5/8 cups (603 g)'],
      ['Day 10', '0% / 100%', 'None', '3 1/4 cups (754 g)'],
    ]);
    expect(section.getByText(/^Fresh Food: about 300 kcal in a cup of 235 g, typical of this type of food/)).toBeInTheDocument();
    expect(section.queryByText('Weigh meals this small')).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Your 10-day plan')),
    ).toHaveTextContent('Your 10-day plan from Dry Food to Fresh Food is shown below.');
    const toast = notifications().getByRole('status');
    expect(toast).toHaveTextContent('Transition Plan Created');
    expect(toast).toHaveTextContent("Your dog's food transition plan is ready.");
  });

  it('replaces the plan with a 7-day one, allowing the same food type on both sides', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'wet', cups: '2.5' });
    await user.click(createButton());

    await fillForm(user, { current: 'raw', next: 'raw', cups: '1.25', period: '7' });
    await user.click(createButton());

    expect(screen.getAllByRole('region', { name: /-day transition plan$/ })).toHaveLength(1);
    expect(within(planSection() as HTMLElement).getByRole('heading', { name: 'Your 7-day transition plan' })).toBeInTheDocument();
    // The same type on both sides: the cups split as they are, in eighths that add up to 1 1/4.
    expect(planRows()).toEqual([
      ['Day 1', '75% / 25%', '7/8 cup (197 g)', '3/8 cup (66 g)'],
      ['Day 2', '75% / 25%', '7/8 cup (197 g)', '3/8 cup (66 g)'],
      ['Day 3', '50% / 50%', '5/8 cup (131 g)', '5/8 cup (131 g)'],
      ['Day 4', '50% / 50%', '5/8 cup (131 g)', '5/8 cup (131 g)'],
      ['Day 5', '25% / 75%', '1/4 cup (66 g)', '1 cup (197 g)'],
      ['Day 6', '25% / 75%', '1/4 cup (66 g)', '1 cup (197 g)'],
      ['Day 7', '0% / 100%', 'None', '1 1/4 cups (263 g)'],
    ]);
    expect(within(planSection() as HTMLElement).getByRole('columnheader', { name: 'New food (Raw Diet)' })).toBeInTheDocument();
  });

  it('plans with the picked catalogue foods’ own cups, weighing a canned food out in a typical cup', async () => {
    installFetchMock().fetchMock.mockResolvedValue(jsonReply([dogFood(), cannedDogFood()]));
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'wet', cups: '2', period: '7' });
    await user.selectOptions(currentFoodSelect(), await within(currentFoodSelect()).findByRole('option', { name: /^Purina Pro Plan/ }));
    await user.selectOptions(newFoodSelect(), "Hill's Prescription Diet i/d Digestive Care Stew");

    await user.click(createButton());

    // 2 cups of a 465 kcal cup: 930 kcal a day. The 1,000 kcal/kg can weighed out in a 235 g cup: 235 kcal a cup.
    expect(calorieSentence()).toHaveTextContent('about 930 kcal a day.');
    expect(planRows().at(-1)).toEqual(['Day 7', '0% / 100%', 'None', '4 cups (930 g)']);
    const section = within(planSection() as HTMLElement);
    expect(section.getByText(/^Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula: 465 kcal in a cup of 114 g\./)).toBeInTheDocument();
    expect(section.getByText(/its label counts in cans, so weighing is more exact/)).toBeInTheDocument();
  });

  it('offers only foods of the chosen type, and drops a pick when its type changes', async () => {
    installFetchMock().fetchMock.mockResolvedValue(jsonReply([dogFood(), cannedDogFood()]));
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Current food type' }), 'dry');
    const purina = await within(currentFoodSelect()).findByRole('option', { name: /^Purina Pro Plan/ });
    expect(within(currentFoodSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Typical Dry Food: 385 kcal a cup',
      'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula',
    ]);
    await user.selectOptions(currentFoodSelect(), purina);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Current food type' }), 'wet');

    expect(currentFoodSelect()).toHaveValue('');
    expect(currentFoodSelect()).toHaveDisplayValue('Typical Wet Food: 255 kcal a cup');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New food type' }), 'fresh');
    await user.type(cupsInput(), '2');
    await user.click(createButton());
    expect(within(planSection() as HTMLElement).getByText(/^Wet Food: about 255 kcal/)).toBeInTheDocument();
  });

  it('tells the owner to weigh meals too small for 1/8-cup steps to keep the calories', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'wet', cups: '0.25' });

    await user.click(createButton());

    expect(within(planSection() as HTMLElement).getByText('Weigh meals this small').closest('[role="note"]')).toHaveTextContent(
      'Weigh each food on a kitchen scale and serve the grams.',
    );
  });

  it('keeps the previous plan and shows the destructive error toast when the plan cannot be made', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'wet', cups: '2', period: '7' });
    await user.click(createButton());

    jest.mocked(createTransitionPlan).mockImplementationOnce(() => {
      throw new RangeError('boom');
    });
    await fillForm(user, { current: 'wet', next: 'homemade', cups: '3', period: '10' });
    await user.click(createButton());

    const alert = notifications().getByRole('alert');
    expect(alert).toHaveTextContent('Calculation Error');
    expect(alert).toHaveTextContent('There was an error creating your transition plan. Please check your inputs.');
    expect(within(planSection() as HTMLElement).getByRole('heading', { name: 'Your 7-day transition plan' })).toBeInTheDocument();
    expect(planRows()[0]).toEqual(['Day 1', '75% / 25%', '1 1/2 cups (158 g)', '3/4 cup (177 g)']);
  });

  it('prints only the plan from its Print plan button', async () => {
    let printedWithPlanOnly = false;
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      printedWithPlanOnly = document.documentElement.classList.contains(PRINTING_SECTION_CLASS);
    });
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'wet', cups: '2' });
    await user.click(createButton());

    await user.click(screen.getByRole('button', { name: 'Print plan' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printedWithPlanOnly).toBe(true);
    expect(planSection()).toHaveClass(PRINT_AREA_CLASS);
    expect(screen.getByRole('button', { name: 'Print plan' }).parentElement).toHaveClass(NO_PRINT_CLASS);

    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement).not.toHaveClass(PRINTING_SECTION_CLASS);
    print.mockRestore();
  });
});
