import { createAppStore, serverHandoffState } from '@gentlebowl/platform';
import { installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Navigate, useLocation } from '@gentlebowl/router';
import { routeById } from '@gentlebowl/routes';
import { COMPARE_LIST_PARAM } from '../features/compare/compare-list-address';
import { ANSWER_FIELDS, requestFromSearch, STEP_PARAM } from '../features/wizard/answers-in-url';
import { selectorApi } from '../shared/selector-api';
import { recommendationResponse, recommendedFood } from '../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import FoodSelectorPageModule from './exposed/food-selector-page';
import { FoodSelectorPage } from './food-selector-page';

// Each test walks the three-step wizard as a person would, keystroke by keystroke: a few seconds
// each, more on a busy machine than jest's 5 s default allows.
jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

const scrollTo = jest.mocked(window.scrollTo);
let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  scrollTo.mockClear();
  localStorage.clear();
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(
    jsonReply(
      recommendationResponse({
        requestId: 4,
        recommendations: [
          recommendedFood({ id: 2, badges: 'Best Match', name: 'Sensitive Stomach & Skin Chicken' }),
          recommendedFood({ id: 5, name: 'L.I.D. Sweet Potato & Fish' }),
        ],
      }),
    ),
  );
});

/** The history entry's state, as a reload finds it again. */
let historyState: unknown = null;

/** The page with the address the router shows, as the address bar would. */
function AddressBar() {
  const { pathname, search, state } = useLocation();
  historyState = state;
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderPage(route = '/food-selector', store = createAppStore()) {
  return renderWithShellProviders(
    <>
      <FoodSelectorPage />
      <AddressBar />
    </>,
    { route, store },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

const sharedLink =
  '/food-selector?breed=beagle&age=adult&size=medium&symptom=vomiting&frequency=daily&duration=1-4-weeks&vet=no&type=wet&budget=under-50';

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
  it('reads exactly the parameters the route catalogue lets through to it', () => {
    expect(routeById('food-selector').query).toEqual([STEP_PARAM, ...ANSWER_FIELDS, COMPARE_LIST_PARAM]);
  });

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

      await user.click(screen.getAllByRole('link', { name: action })[0] as HTMLElement);

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

    const backToTop = screen.getByRole('link', { name: 'Back to Top' });
    // Without scripts, the link leads to the title.
    expect(backToTop).toHaveAttribute('href', `#${screen.getByRole('heading', { level: 1 }).id}`);
    await user.click(backToTop);

    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('shows the results again, without asking again or moving the focus, when the owner comes back to them', async () => {
    const store = createAppStore();
    const first = renderPage('/food-selector', store);
    await completeWizard(first.user);
    first.unmount();

    // Back from a product page: the same store, the results address.
    renderPage(sharedLink, store);

    expect(screen.getByRole('region', { name: /^Recommended foods for / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Food Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: /^Recommended foods for / })).not.toHaveFocus();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the dog's name on a reload of the owner's own results, also in a link that includes it", async () => {
    const first = renderPage();
    await completeWizard(first.user);
    await waitFor(() => expect(address()).toBe(sharedLink));
    const kept = historyState;
    first.unmount();

    // A reload: a new store, the same history entry (the address without the name, and its state).
    const { user } = renderWithShellProviders(
      <>
        <Navigate to={sharedLink} state={kept} replace />
        <FoodSelectorPage />
      </>,
    );

    expect(await screen.findByRole('region', { name: 'Recommended foods for Biscuit' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "Include my dog's name in the link" }));
    await user.click(screen.getByRole('button', { name: 'Copy link to these results' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`http://localhost${sharedLink.replace('?', '?name=Biscuit&')}`),
    );
  });

  it('puts the answers, without the name, in the address once the results arrive; a reset asks for step 1 with them', async () => {
    const { user } = renderPage();
    await completeWizard(user);

    await waitFor(() => expect(address()).toBe(sharedLink));

    await user.click(screen.getByRole('link', { name: 'Try Different Options' }));
    expect(address()).toBe(`${sharedLink.replace('?', '?name=Biscuit&')}&step=1`);
    expect(results()).not.toBeInTheDocument();
  });

  it('takes the name a form sent without scripts out of the results address, and keeps showing it', async () => {
    renderPage(`${sharedLink}&name=Biscuit`);

    expect(await screen.findByRole('region', { name: 'Recommended foods for Biscuit' })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe(sharedLink));
    expect(screen.getByRole('region', { name: 'Recommended foods for Biscuit' })).toBeInTheDocument();
  });

  it("opens a results link on its results, for 'your dog', with the wizard holding the link's answers", async () => {
    const { user } = renderPage(sharedLink);

    expect(await screen.findByRole('region', { name: 'Recommended foods for your dog' })).toBeInTheDocument();
    expect(api.sent()).toEqual([
      {
        url: '/api/recommendations?record=false',
        method: 'POST',
        body: {
          dogInfo: { dogName: 'your dog', breed: 'beagle', age: 'adult', size: 'medium' },
          symptoms: { symptoms: ['vomiting'], frequency: 'daily', duration: '1-4-weeks', vetDiagnosed: false },
          foodPreferences: { foodTypes: ['wet'], budget: 'under-50' },
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for your dog' })).not.toHaveFocus();
    // The wizard holds the link's answers on its last step; going back asks for the dog's name first.
    expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('under-50');
    await user.click(button('Back'));
    expect(screen.getByText("Please enter your dog's name")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');
    await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Rex');
    await user.click(button('Next: Symptoms'));
    expect(screen.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
    await user.click(button('Next: Food Preferences'));
    expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
  });

  it('shows a link with the name for the named dog', async () => {
    renderPage(`${sharedLink}&name=Biscuit`);
    expect(await screen.findByRole('region', { name: 'Recommended foods for Biscuit' })).toBeInTheDocument();
  });

  it('ignores a link whose answers are not complete', () => {
    renderPage('/food-selector?breed=beagle&type=wet');
    expect(screen.queryByRole('region', { name: /^Recommended foods/ })).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says when the results of a link could not be loaded, and tries again on request', async () => {
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderPage(sharedLink);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate recommendations. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Recommended foods for your dog' })).toBeInTheDocument();
  });

  describe('when the results of a link are refused', () => {
    const MINUTE = 60_000;
    const tryAgainButton = () => screen.queryByRole('button', { name: 'Try again' });

    // No user-event here: its own delays would wait on the faked clock.
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says how long to wait, asks nothing during the wait, and offers "Try again" once it is over', async () => {
      api.fetchMock.mockResolvedValueOnce(refusedReply(420));
      renderPage(sharedLink);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Recommendations not loaded');
      expect(alert).toHaveTextContent('Please try again in about 7 minutes.');
      expect(alert).not.toHaveTextContent(/429|420|seconds/);
      expect(tryAgainButton()).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(3 * MINUTE));
      expect(alert).toHaveTextContent('Please try again in about 4 minutes.');
      expect(tryAgainButton()).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(4 * MINUTE));
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate recommendations. Please try again.');
      expect(api.sent()).toHaveLength(1);
      fireEvent.click(tryAgainButton() as HTMLElement);

      expect(await screen.findByRole('region', { name: 'Recommended foods for your dog' })).toBeInTheDocument();
      expect(api.sent()).toHaveLength(2);
    });

    it("opens on the server's refusal with the time left, without asking again until the owner does", async () => {
      // The shell's server was refused 5 minutes ago; its page (and store) reach the browser now.
      const serverStore = createAppStore();
      const request = requestFromSearch(sharedLink.slice(sharedLink.indexOf('?')));
      if (!request) throw new Error('the shared link holds no complete answers');
      api.fetchMock.mockResolvedValueOnce(refusedReply(600));
      await serverStore.dispatch(selectorApi.endpoints.selectorRecommendations.initiate(request));
      act(() => jest.advanceTimersByTime(5 * MINUTE));
      api.fetchMock.mockClear();

      renderPage(sharedLink, createAppStore(serverHandoffState(serverStore.getState())));

      expect(screen.getByRole('alert')).toHaveTextContent('Please try again in about 5 minutes.');
      expect(tryAgainButton()).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5 * MINUTE));
      expect(api.fetchMock).not.toHaveBeenCalled();

      fireEvent.click(tryAgainButton() as HTMLElement);

      expect(await screen.findByRole('region', { name: 'Recommended foods for your dog' })).toBeInTheDocument();
      expect(api.sent()).toHaveLength(1);
    });
  });

  it('shows "See a vet first" above the results for a red-flag answer', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(recommendationResponse({ redFlags: ['daily-vomiting'] })));
    const { user } = renderPage();
    await completeWizard(user);

    const panel = screen.getByRole('region', { name: 'See a vet first' });
    expect(panel).toHaveTextContent('Vomiting every day');
    expect(screen.getByRole('heading', { name: 'See a vet first' })).toHaveFocus();
    expect(within(results() as HTMLElement).getAllByRole('article')).toHaveLength(1);
  });

  it('lets each result be put on the compare list for this dog', async () => {
    const { user } = renderPage();
    await completeWizard(user);

    const toggles = within(results() as HTMLElement).getAllByRole('button', { name: /^Add to compare/ });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0] as HTMLElement);
    expect(within(results() as HTMLElement).getByRole('button', { name: /^Remove from compare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
