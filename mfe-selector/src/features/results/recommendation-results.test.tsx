import type { RecommendedDogFood } from '@gentlebowl/contracts';
import { screen, within } from '@testing-library/react';
import { recommendedFood } from '../../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { RecommendationResults } from './recommendation-results';

const promotion = recommendedFood({
  id: 21,
  brand: 'Ollie',
  name: 'Fresh Turkey Recipe',
  badges: 'Best Match',
  retailer: 'Ollie',
  price: '$33.00/week',
  discountPercentage: 50,
  isPromotion: true,
  whereToBuyUrl: 'https://www.myollie.com/',
});
const regular = recommendedFood({ id: 5, brand: 'Natural Balance', name: 'L.I.D. Sweet Potato & Fish' });

function renderResults(foods: RecommendedDogFood[], focusOnShow = false) {
  const onReset = jest.fn();
  const onBackToTop = jest.fn();
  const view = renderWithShellProviders(
    <RecommendationResults
      foods={foods}
      dogName="Biscuit"
      focusOnShow={focusOnShow}
      onReset={onReset}
      onBackToTop={onBackToTop}
    />,
  );
  return { ...view, onReset, onBackToTop };
}

const results = () => screen.getByRole('region', { name: 'Recommended foods for Biscuit' });

describe('RecommendationResults', () => {
  it('lists the foods in the order the engine ranked them', () => {
    renderResults([promotion, regular]);
    expect(within(results()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Featured Recommendation',
      'Fresh Turkey Recipe',
      'L.I.D. Sweet Potato & Fish',
    ]);
    expect(within(results()).getByText('2 foods fit what you told us, best match first.')).toBeInTheDocument();
  });

  it('features a first result that is a promotion, with its special offer link and % OFF chip', () => {
    renderResults([promotion, regular]);
    const banner = screen.getByRole('region', { name: 'Featured Recommendation' });
    expect(within(banner).getByText('50% OFF')).toBeInTheDocument();
    expect(within(banner).getByText('Ollie Fresh Turkey Recipe')).toBeInTheDocument();
    const offer = within(banner).getByRole('link', { name: 'Special Offer - $16.50/week (opens in a new tab)' });
    expect(offer).toHaveAttribute('href', 'https://www.myollie.com/?ref=gentlebowl');
    expect(offer).toHaveAttribute('target', '_blank');
    expect(offer).toHaveAttribute('rel', 'sponsored nofollow noopener');
  });

  it('has no featured banner when only a later result is a promotion', () => {
    renderResults([regular, { ...promotion, badges: '' }]);
    expect(screen.queryByText('Featured Recommendation')).not.toBeInTheDocument();
  });

  it('lets several cards be open at once', async () => {
    const { user } = renderResults([promotion, regular]);
    const [first, second] = screen.getAllByRole('button', { name: 'More Info' });

    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);

    expect(screen.getAllByRole('button', { name: 'Hide Details' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'More Info' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and still offers to try different options', async () => {
    const { user, onReset } = renderResults([]);
    expect(
      within(results()).getByText('No recommendations match your criteria. Please try adjusting your selections.'),
    ).toBeInTheDocument();
    expect(within(results()).queryByRole('list')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Different Options' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('offers Back to Top and Try Different Options under the list, and a reset under each card', async () => {
    const { user, onReset, onBackToTop } = renderResults([promotion, regular]);

    await user.click(screen.getByRole('button', { name: 'Back to Top' }));
    await user.click(screen.getAllByRole('button', { name: 'Back to the Food Selector' })[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Try Different Options' }));

    expect(onBackToTop).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it('takes the focus when a fresh answer arrives, and only then', () => {
    const { unmount } = renderResults([regular], true);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).toHaveFocus();
    unmount();

    renderResults([regular], false);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).not.toHaveFocus();
  });
});
