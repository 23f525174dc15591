import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { NO_PRINT_CLASS, PRINT_AREA_CLASS, PRINTING_SECTION_CLASS } from '../../shared/print-section';
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

  it('builds the 10-day plan with whole percentages and cup fractions, and confirms with a toast', async () => {
    const { user } = renderWithShellProviders(<TransitionCalculator />);
    await fillForm(user, { current: 'dry', next: 'fresh', cups: '2.5' });

    await user.click(createButton());

    const section = within(planSection() as HTMLElement);
    expect(section.getByRole('heading', { name: 'Your 10-day transition plan' })).toBeInTheDocument();
    expect(section.getByRole('columnheader', { name: 'Current food (Dry Food)' })).toBeInTheDocument();
    expect(section.getByRole('columnheader', { name: 'New food (Fresh Food)' })).toBeInTheDocument();
    expect(planRows()).toEqual([
      ['Day 1', '90% / 10%', '2.25 cups', '1/4 cup'],
      ['Day 2', '90% / 10%', '2.25 cups', '1/4 cup'],
      ['Day 3', '80% / 20%', '2 cups', '1/2 cup'],
      ['Day 4', '70% / 30%', '1.75 cups', '3/4 cup'],
      ['Day 5', '60% / 40%', '1.5 cups', '1 cup'],
      ['Day 6', '50% / 50%', '1.25 cups', '1.25 cups'],
      ['Day 7', '40% / 60%', '1 cup', '1.5 cups'],
      ['Day 8', '30% / 70%', '3/4 cup', '1.75 cups'],
      ['Day 9', '20% / 80%', '1/2 cup', '2 cups'],
      ['Day 10', '0% / 100%', '0 cups', '2.5 cups'],
    ]);
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
    expect(planRows()).toEqual([
      ['Day 1', '75% / 25%', '0.94 cups', '0.31 cups'],
      ['Day 2', '75% / 25%', '0.94 cups', '0.31 cups'],
      ['Day 3', '50% / 50%', '0.63 cups', '0.63 cups'],
      ['Day 4', '50% / 50%', '0.63 cups', '0.63 cups'],
      ['Day 5', '25% / 75%', '0.31 cups', '0.94 cups'],
      ['Day 6', '25% / 75%', '0.31 cups', '0.94 cups'],
      ['Day 7', '0% / 100%', '0 cups', '1.25 cups'],
    ]);
    expect(within(planSection() as HTMLElement).getByRole('columnheader', { name: 'New food (Raw Diet)' })).toBeInTheDocument();
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
    expect(planRows()[0]).toEqual(['Day 1', '75% / 25%', '1.5 cups', '1/2 cup']);
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
