import { screen } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import { testTheme } from '../testing/test-theme';
import { NotFoundView } from './not-found-view';

describe('NotFoundView', () => {
  it('says the page is missing under one top-level heading and links back to the home page', () => {
    renderWithShellProviders(<NotFoundView homeHref="/" />, { theme: testTheme, route: '/no-such-page' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it('names the page "not found" and asks search engines not to index the address', () => {
    renderWithShellProviders(<NotFoundView homeHref="/" />, { theme: testTheme, route: '/dog-food/999999' });

    expect(document.title).toMatch(/^Page Not Found/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
