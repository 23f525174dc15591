import type { RecommendationResponse } from '@gentlebowl/contracts';
import { screen, within } from '@testing-library/react';
import { chewyOffer, feedingPlan, fedDog, recommendationResponse, recommendedFood } from '../../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { RecommendationResults } from './recommendation-results';

/** The first week of a fresh plan at half price, seen at the maker's shop. */
const firstWeekOnSale = chewyOffer({
  retailer: 'Ollie',
  productUrl: 'https://www.myollie.com/plans/fresh-turkey',
  package: { label: '1 week of plan packs (about 4.8 kg)', grams: 4796 },
  priceUsd: 16.5,
  regularPriceUsd: 33,
});
const promotion = recommendedFood({
  id: 21,
  brand: 'Ollie',
  name: 'Fresh Turkey Recipe',
  badges: 'Best Match',
  offers: [firstWeekOnSale],
  feeding: feedingPlan({ cost: { monthlyCostUsd: 71.66, offer: firstWeekOnSale, packageLastsDays: 7, outlastsFreshness: false, isEstimate: false } }),
});
const regular = recommendedFood({ id: 5, brand: 'Natural Balance', name: 'L.I.D. Sweet Potato & Fish' });
const prescription = recommendedFood({
  id: 30,
  brand: "Hill's Prescription Diet",
  name: 'i/d Digestive Care',
  requiresPrescription: true,
  reasons: [{ kind: 'symptoms', covered: ['diarrhea'], total: 1 }],
});

const weightsQuestion = { carried: [['breed', 'beagle'], ['age', 'puppy']] as const, sent: {}, onSubmit: jest.fn() };

function renderResults(overrides: Partial<RecommendationResponse> = {}, focusOnShow = false) {
  const onBackToTop = jest.fn();
  const searchFor = jest.fn((includeName: boolean) => (includeName ? '?name=Biscuit&breed=beagle' : '?breed=beagle'));
  const view = renderWithShellProviders(
    <RecommendationResults
      response={recommendationResponse({ recommendations: [promotion, regular], ...overrides })}
      dog={{ name: 'Biscuit', size: 'medium' }}
      budget="under-50"
      focusOnShow={focusOnShow}
      resetTo="/food-selector?breed=beagle&step=1"
      topId="page-title"
      onBackToTop={onBackToTop}
      searchFor={searchFor}
      foodActions={(food) => <button type="button">Compare {food.id}</button>}
      weightsQuestion={weightsQuestion}
    />,
  );
  return { ...view, onBackToTop, searchFor };
}

const results = () => screen.getByRole('region', { name: 'Recommended foods for Biscuit' });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('RecommendationResults', () => {
  it('lists the foods in the order the engine ranked them', () => {
    renderResults();
    expect(within(results()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Featured Recommendation',
      'Fresh Turkey Recipe',
      'L.I.D. Sweet Potato & Fish',
    ]);
    expect(
      within(results()).getByText('2 foods fit what you told us and your under $50 budget, best match first.'),
    ).toBeInTheDocument();
  });

  it('counts only the foods within the budget, and lists the rest apart with how much over each is', () => {
    const closeOver = recommendedFood({ id: 7, name: 'Raw Duck Formula', overBudgetUsd: 3.1 });
    const farOver = recommendedFood({ id: 8, name: 'Fresh Beef Box', overBudgetUsd: 389.44 });
    renderResults({ recommendations: [regular, closeOver, farOver] });

    expect(
      within(results()).getByText('One food fits what you told us and your under $50 budget, best match first.'),
    ).toBeInTheDocument();
    expect(within(results()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'L.I.D. Sweet Potato & Fish',
    ]);
    const overBudget = screen.getByRole('region', { name: 'Over your budget' });
    expect(within(overBudget).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Raw Duck Formula',
      'Fresh Beef Box',
    ]);
    expect(within(overBudget).getByText('$3.10 a month over your budget')).toBeInTheDocument();
    expect(within(overBudget).getByText('$389 a month over your budget')).toBeInTheDocument();
    expect(
      within(overBudget).getByText('These foods fit what you told us but cost more than your under $50 budget to feed Biscuit, closest to it first.'),
    ).toBeInTheDocument();
  });

  it('says so when no food fits the budget, and shows the closest under "Over your budget" with no top pick', () => {
    const closeOver = recommendedFood({ id: 7, name: 'Raw Duck Formula', overBudgetUsd: 3.1 });
    const farOver = recommendedFood({ id: 8, name: 'Fresh Beef Box', overBudgetUsd: 389.44 });
    renderResults({ recommendations: [closeOver, farOver] });

    expect(
      within(results()).getByText(
        'No food that fits what you told us is within your under $50 budget. The closest are listed below, with how much more each costs a month.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Over your budget' })).getByText(
        'These foods fit what you told us but cost more than your under $50 budget to feed Biscuit, closest to it first.',
      ),
    ).toBeInTheDocument();
    expect(within(results()).queryByText(/foods? fits? what you told us and/)).not.toBeInTheDocument();
    expect(within(results()).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('Top Pick')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Over your budget' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(2);
  });

  it('words the over-budget text for as many foods as follow it', () => {
    renderResults({ recommendations: [regular, recommendedFood({ id: 7, name: 'Raw Duck Formula', overBudgetUsd: 3.1 })] });
    expect(
      within(screen.getByRole('region', { name: 'Over your budget' })).getByText(
        'This food fits what you told us but costs more than your under $50 budget to feed Biscuit.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks of one closest food when only one follows the note that none fits the budget', () => {
    renderResults({ recommendations: [recommendedFood({ id: 7, name: 'Raw Duck Formula', overBudgetUsd: 3.1 })] });
    expect(
      within(results()).getByText(
        'No food that fits what you told us is within your under $50 budget. The closest is listed below, with how much more it costs a month.',
      ),
    ).toBeInTheDocument();
  });

  it('lists a food without a current price after those within the budget, saying its cost is not known', () => {
    const noPrice = recommendedFood({ id: 9, name: 'Quiet Lamb', offers: [chewyOffer({ current: false })], feeding: feedingPlan({ cost: null }) });
    renderResults({ recommendations: [regular, noPrice] });

    expect(within(results()).getByText('One food fits what you told us and your under $50 budget, best match first.')).toBeInTheDocument();
    expect(within(results()).getByText('One more has no current price, so what it costs is not known.')).toBeInTheDocument();
    expect(within(results()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'L.I.D. Sweet Potato & Fish',
      'Quiet Lamb',
    ]);
  });

  it("asks a puppy's weights instead of guessing them, in a form that works without scripts", async () => {
    const puppyFood = recommendedFood({ feeding: null });
    const { user } = renderResults({
      recommendations: [puppyFood],
      dog: fedDog({ weightLbs: null, weightFromSizeGroup: false, dailyKcal: null, method: 'puppy-growth', missing: ['weight', 'adult-weight'] }),
    });

    const form = screen.getByRole('form', { name: "Biscuit's weights" });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/food-selector');
    expect([...form.querySelectorAll('input[type="hidden"]')].map((input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`)).toEqual([
      'breed=beagle',
      'age=puppy',
    ]);
    expect(within(results()).queryByText(/^Portions and monthly costs are worked out/)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Show portions and costs' }));
    expect(within(form).getByText("Please enter your puppy's weight now")).toBeInTheDocument();
    expect(within(form).getByText("Please enter your puppy's expected adult weight")).toBeInTheDocument();
    expect(weightsQuestion.onSubmit).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('spinbutton', { name: 'Weight now (lbs)' }), '30');
    await user.type(within(form).getByRole('spinbutton', { name: 'Expected adult weight (lbs)' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Show portions and costs' }));
    expect(within(form).getByText("The expected adult weight can't be less than your puppy's weight now")).toBeInTheDocument();

    await user.clear(within(form).getByRole('spinbutton', { name: 'Expected adult weight (lbs)' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Expected adult weight (lbs)' }), '140');
    await user.click(within(form).getByRole('button', { name: 'Show portions and costs' }));
    expect(weightsQuestion.onSubmit).toHaveBeenCalledWith({ weight: 30, 'adult-weight': 140 }, expect.anything(), expect.anything());
  });

  it("lists the foods made for none of the dog's symptoms apart, saying so, when no food is made for them", () => {
    const forSkin = recommendedFood({ id: 40, name: 'Skin Support Formula', madeFor: [] });
    renderResults({ recommendations: [], notMadeForTheseSymptoms: [forSkin] });

    const apart = screen.getByRole('region', { name: "Not made for Biscuit's symptoms" });
    expect(
      within(apart).getByText(
        "This food suits Biscuit's age, size, allergies and the food types you chose, but it is not made for any of the symptoms you told us about. Ask your vet before choosing one.",
      ),
    ).toBeInTheDocument();
    expect(within(apart).getByRole('heading', { level: 3 })).toHaveTextContent('Skin Support Formula');
    expect(within(apart).queryByText(/^Made for/)).not.toBeInTheDocument();
  });

  it('says once, not beside every number, when the figures are sample data', () => {
    renderResults({ recommendations: [recommendedFood({ sampleData: true }), recommendedFood({ id: 2, sampleData: true })] });
    expect(screen.getAllByText('Sample catalogue')).toHaveLength(1);
  });

  it('says "Check with your vet first" once, above the foods, however many there are', () => {
    renderResults({ recommendations: [promotion, regular], askYourVet: [prescription] });
    const notes = screen.getAllByRole('note').filter((note) => note.textContent?.startsWith('Check with your vet first'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('switch to it gradually: a sensitive stomach often does best over 10-14 days.');
    const [firstCard] = screen.getAllByRole('article');
    expect(notes[0]?.compareDocumentPosition(firstCard as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('has no vet box when no food is shown', () => {
    renderResults({ recommendations: [] });
    expect(screen.queryByText('Check with your vet first')).not.toBeInTheDocument();
  });

  it('says which dog the portions and costs are for', () => {
    renderResults();
    expect(within(results()).getByText(/^Portions and monthly costs are worked out/)).toHaveTextContent(
      /^Portions and monthly costs are worked out for Biscuit at 35 lbs, a typical weight for Medium \(20-50 lbs\) dogs: about 891 kcal a day\.$/,
    );
    expect(within(results()).getAllByRole('list', { name: 'Portion and cost for Biscuit' })).toHaveLength(2);
  });

  it("says the owner's weight when one was given", () => {
    renderResults({ dog: fedDog({ weightLbs: 60, weightFromSizeGroup: false, dailyKcal: 1337 }) });
    expect(
      within(results()).getByText('Portions and monthly costs are worked out for Biscuit at 60 lbs: about 1,337 kcal a day.'),
    ).toBeInTheDocument();
  });

  it('features a first result on sale, with its special offer link, % OFF chip and where and when the sale was seen', () => {
    renderResults();
    const banner = screen.getByRole('region', { name: 'Featured Recommendation' });
    expect(within(banner).getByText('50% OFF')).toBeInTheDocument();
    expect(within(banner).getByText('Ollie Fresh Turkey Recipe')).toBeInTheDocument();
    expect(within(banner).getByText('Sale price at Ollie on Nov 2, 2026.')).toBeInTheDocument();
    const offer = within(banner).getByRole('link', { name: 'Special Offer - $16.50 per 1 week of plan packs (opens in a new tab)' });
    expect(offer).toHaveAttribute('href', 'https://www.myollie.com/plans/fresh-turkey?ref=gentlebowl');
    expect(offer).toHaveAttribute('target', '_blank');
    expect(offer).toHaveAttribute('rel', 'sponsored nofollow noopener');
  });

  it('has no featured banner when only a later result is a promotion', () => {
    renderResults({ recommendations: [regular, { ...promotion, badges: '' }] });
    expect(screen.queryByText('Featured Recommendation')).not.toBeInTheDocument();
  });

  it('lets several cards be open at once', async () => {
    const { user } = renderResults();
    const [first, second] = screen.getAllByText('More Info');

    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);

    const disclosures = [...document.querySelectorAll('details')];
    expect(disclosures.map((disclosure) => disclosure.open)).toEqual([true, true]);
    for (const label of screen.getAllByText('Hide Details')) expect(label).toBeVisible();
  });

  it('puts the page’s extra actions on every card', () => {
    renderResults({ askYourVet: [prescription] });
    expect(screen.getAllByRole('button', { name: /^Compare \d+$/ }).map((button) => button.textContent)).toEqual([
      'Compare 21',
      'Compare 5',
      'Compare 30',
    ]);
  });

  it('says so when nothing matches, and still offers to try different options', () => {
    renderResults({ recommendations: [] });
    expect(
      within(results()).getByText('No recommendations match your criteria. Please try adjusting your selections.'),
    ).toBeInTheDocument();
    expect(within(results()).queryByRole('list')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Try Different Options' })).toHaveAttribute('href', '/food-selector?breed=beagle&step=1');
  });

  it('offers Back to Top and Try Different Options under the list, and a reset under each card', async () => {
    const { user, onBackToTop } = renderResults();

    // A link to the page's title, which the scripts follow in place.
    const backToTop = screen.getByRole('link', { name: 'Back to Top' });
    expect(backToTop).toHaveAttribute('href', '#page-title');
    await user.click(backToTop);

    expect(onBackToTop).toHaveBeenCalledTimes(1);
    const resets = [
      ...screen.getAllByRole('link', { name: 'Back to the Food Selector' }),
      screen.getByRole('link', { name: 'Try Different Options' }),
    ];
    expect(resets).toHaveLength(3);
    for (const reset of resets) expect(reset).toHaveAttribute('href', '/food-selector?breed=beagle&step=1');
  });

  it('takes the focus when a fresh answer arrives, and only then', () => {
    const { unmount } = renderResults({ recommendations: [regular] }, true);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).toHaveFocus();
    unmount();

    renderResults({ recommendations: [regular] }, false);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).not.toHaveFocus();
  });

  describe('vet first', () => {
    it('shows no vet panel for mild answers', () => {
      renderResults();
      expect(screen.queryByRole('region', { name: 'See a vet first' })).not.toBeInTheDocument();
    });

    it('puts "See a vet first" above the results, naming each red flag and why, with the results still below', () => {
      renderResults({ redFlags: ['blood', 'vomiting-with-lethargy', 'young-puppy'] });
      const panel = screen.getByRole('region', { name: 'See a vet first' });
      expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(/^See a vet first$/);
      expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Blood in the stool or vomit: Blood can come from an ulcer, an infection, a swallowed object or a poison, and a vet needs to find out which.',
        'Vomiting with lethargy: Vomiting in a dog that is also unusually tired or weak can mean dehydration or an illness beyond the stomach.',
        'Symptoms in a puppy under 6 months old: Puppies under six months dehydrate quickly and can catch serious infections such as parvovirus.',
      ]);
      expect(panel.compareDocumentPosition(results()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(results()).getAllByRole('article')).toHaveLength(2);
    });

    it('gives the focus to the vet panel when a fresh answer has red flags', () => {
      renderResults({ redFlags: ['daily-vomiting'] }, true);
      expect(screen.getByRole('heading', { name: 'See a vet first' })).toHaveFocus();
    });
  });

  describe('ask your vet about', () => {
    it('shows prescription diets in their own group, each with the prescription requirement', () => {
      renderResults({ askYourVet: [prescription] });
      const group = screen.getByRole('region', { name: 'Ask your vet about' });
      const card = within(group).getByRole('article');
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('i/d Digestive Care');
      expect(within(card).getByText("Prescription diet: needs your vet's authorization")).toBeInTheDocument();
      expect(within(card).queryByText('Top Pick')).not.toBeInTheDocument();
      expect(within(results()).queryByText('i/d Digestive Care')).not.toBeInTheDocument();
    });

    it('has no such group when no prescription diet fits', () => {
      renderResults();
      expect(screen.queryByRole('region', { name: 'Ask your vet about' })).not.toBeInTheDocument();
    });
  });

  describe('share and print', () => {
    const writeText = jest.fn<Promise<void>, [string]>();
    // user-event puts its own clipboard on the navigator when a test renders, so this one goes after it.
    const stubClipboard = () => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    beforeEach(() => writeText.mockReset().mockResolvedValue(undefined));

    it('copies a link without the dog’s name by default, with a toast', async () => {
      const { user } = renderResults();
      stubClipboard();
      expect(screen.getByRole('checkbox', { name: "Include my dog's name in the link" })).not.toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Copy link to these results' }));

      expect(writeText).toHaveBeenCalledWith('http://localhost/food-selector?breed=beagle');
      expect(await notifications().findByText('Link copied')).toBeInTheDocument();
    });

    it('puts the name in the link only when the owner ticks the box', async () => {
      const { user } = renderResults();
      stubClipboard();
      await user.click(screen.getByRole('checkbox', { name: "Include my dog's name in the link" }));
      await user.click(screen.getByRole('button', { name: 'Copy link to these results' }));
      expect(writeText).toHaveBeenCalledWith('http://localhost/food-selector?name=Biscuit&breed=beagle');
    });

    it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
      writeText.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
      const { user } = renderResults();
      stubClipboard();

      await user.click(screen.getByRole('button', { name: 'Copy link to these results' }));

      const field = await screen.findByRole('textbox', { name: 'Link to these results' });
      expect(field).toHaveValue('http://localhost/food-selector?breed=beagle');
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('readonly');
      expect(notifications().queryByText('Link copied')).not.toBeInTheDocument();
    });

    it('uses the configured site address in the link', async () => {
      const { user } = renderWithShellProviders(
        <RecommendationResults
          response={recommendationResponse()}
          dog={{ name: 'Biscuit', size: 'medium' }}
          budget="under-50"
          focusOnShow={false}
          resetTo="/food-selector?step=1"
          topId="page-title"
          onBackToTop={() => {}}
          searchFor={() => '?breed=beagle'}
          weightsQuestion={weightsQuestion}
        />,
        { config: { siteOrigin: 'https://www.gentlebowl.com' } },
      );
      stubClipboard();
      await user.click(screen.getByRole('button', { name: 'Copy link to these results' }));
      expect(writeText).toHaveBeenCalledWith('https://www.gentlebowl.com/food-selector?breed=beagle');
    });

    it('opens the print dialog', async () => {
      const print = jest.fn();
      window.print = print;
      const { user } = renderResults();
      await user.click(screen.getByRole('button', { name: 'Print these results' }));
      expect(print).toHaveBeenCalledTimes(1);
    });

    it('prints the results without the share bar, buttons and buy links', () => {
      renderResults({ redFlags: ['blood'] });
      const printRules = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
        .map((rule) => rule.cssText)
        .join('\n');
      expect(printRules).toMatch(/\[data-print="hide"\][^{]*\{\s*display: none !important/);
      expect(screen.getByRole('button', { name: 'Copy link to these results' }).closest('[data-print="hide"]')).not.toBeNull();
      expect(screen.getByRole('region', { name: 'See a vet first' }).closest('[data-print="hide"]')).toBeNull();
      expect(results().closest('[data-print="hide"]')).toBeNull();
    });
  });
});
