import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders its title as an h3 by default so it nests under page sections', () => {
    renderWithTheme(
      <Card>
        <CardHeader>
          <CardTitle>Veterinary-Approved Solutions</CardTitle>
        </CardHeader>
        <CardContent>Every recommendation is checked against vet guidance.</CardContent>
        <CardFooter>
          <a href="/about-us">Meet our veterinary advisers</a>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Veterinary-Approved Solutions' })).toBeInTheDocument();
    expect(screen.getByText('Every recommendation is checked against vet guidance.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meet our veterinary advisers' })).toHaveAttribute('href', '/about-us');
  });

  it('renders the title at the level the page needs', () => {
    renderWithTheme(
      <Card as="article">
        <CardTitle as="h2">Feeding Guide Calculator</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Feeding Guide Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });
});
