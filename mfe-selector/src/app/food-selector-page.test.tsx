import { createAppStore } from '@gentlebowl/platform';
import { installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { recommendedFood } from '../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import FoodSelectorPageModule from './exposed/food-selector-page';
import { FoodSelectorPage } from './food-selector-page';

type User = ReturnType<typeof userEvent.setup>;

const scrollTo = jest.mocked(window.scrollTo);
let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  scrollTo.mockClear();
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(
    jsonReply({
      requestId: 4,
      recommendations: [
        recommendedFood({ id: 2, badges: 'Best Match', name: 'Sensitive Stomach & Skin Chicken' }),
        recommendedFood({ id: 5, name: 'L.I.D. Sweet Potato & Fish' }),
      ],
    }),
  );
});

const button = (name: string) => screen.getByRole('button', { name });
const results = () => screen.queryByRole('region', { name: 'Recommended foods for Biscuit' });

async function completeWizard(user: User) {
  await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Biscuit');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Breed' }), 'beagle');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'adult');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'medium');
  await user.click(button('Next: Symptoms'));
  await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'How often do symptoms occur?' }), 'daily');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How long has this been going on?' }), '1-4-weeks');
  await user.click(button('Next: Food Preferences'));
  await user.click(screen.getByRole('checkbox', { name: 'Wet Food' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Monthly budget' }), 'under-50');
  await user.click(button('Get Recommendations'));
  await waitFor(() => expect(results()).toBeInTheDocument());
}

describe('FoodSelectorPage', () => {
  it('is exposed as the default export and marks itself as the selector remote', () => {
    renderWithShellProviders(<FoodSelectorPageModule />);
    const title = screen.getByRole('heading', { level: 1, name: 'Find the Best Dog Food for a Sensitive Stomach' });
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe-selector');
    expect(title.closest('[data-remote]')).toHaveAttribute('data-build', 'test-build');
  });

  it('shows the breadcrumbs, page metadata, veterinary disclaimer and affiliate disclosure', async () => {
    renderWithShellProviders(<FoodSelectorPage />);

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('Best Dog Food for Sensitive Stomach')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Best Dog Food for Sensitive Stomach: Food Selector | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/food-selector');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Answer three quick questions/);
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).toMatchObject({
      '@type': 'BreadcrumbList',
    });
    const notes = within(screen.getByRole('complementary', { name: 'Before you choose' }));
    expect(notes.getByText(/not a diagnosis or veterinary advice/)).toBeVisible();
    expect(notes.getByText(/As an Amazon Associate we earn from qualifying purchases\./)).toBeVisible();
    expect(results()).not.toBeInTheDocument();
  });

  it('shows the results below the wizard once they arrive, with the focus on them', async () => {
    const { user } = renderWithShellProviders(<FoodSelectorPage />);

    await completeWizard(user);

    const list = within(results() as HTMLElement);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).toHaveFocus();
    expect(list.getAllByRole('article')).toHaveLength(2);
    expect(within(list.getAllByRole('article')[0] as HTMLElement).getByText('Top Pick')).toBeInTheDocument();
    expect(within(list.getAllByRole('article')[1] as HTMLElement).queryByText('Top Pick')).not.toBeInTheDocument();
  });

  it.each(['Try Different Options', 'Back to the Food Selector'])(
    "'%s' returns to step 1 without results and keeps every answer",
    async (action) => {
      const { user } = renderWithShellProviders(<FoodSelectorPage />);
      await completeWizard(user);

      await user.click(screen.getAllByRole('button', { name: action })[0] as HTMLElement);

      expect(results()).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Dog Details' })).toHaveFocus();
      expect(screen.getByRole('progressbar', { name: 'Food selector progress' })).toHaveAttribute('aria-valuenow', '33');
      expect(screen.getByRole('textbox', { name: "Dog's name" })).toHaveValue('Biscuit');
      expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');
      await user.click(button('Next: Symptoms'));
      expect(screen.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
      await user.click(button('Next: Food Preferences'));
      expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('under-50');
    },
  );

  it("'Back to Top' scrolls to the top and moves the focus to the page title", async () => {
    const { user } = renderWithShellProviders(<FoodSelectorPage />);
    await completeWizard(user);

    await user.click(button('Back to Top'));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the step, answers and results when the owner leaves and comes back, without moving the focus', async () => {
    const store = createAppStore();
    const first = renderWithShellProviders(<FoodSelectorPage />, { store });
    await completeWizard(first.user);
    first.unmount();

    renderWithShellProviders(<FoodSelectorPage />, { store });

    expect(results()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Food Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).not.toHaveFocus();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });
});
