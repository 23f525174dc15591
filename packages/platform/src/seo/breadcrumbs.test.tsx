import { screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import { testTheme } from '../testing/test-theme';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: '/blog' },
  { label: 'Best Dog Food for <Diarrhea>', href: '/blog/best-dog-food-for-diarrhea', current: true },
];

function renderTrail() {
  return renderWithShellProviders(<Breadcrumbs items={items} />, {
    theme: testTheme,
    route: '/blog/best-dog-food-for-diarrhea',
    config: { siteOrigin: 'https://www.gentlebowl.com' },
  });
}

describe('Breadcrumbs', () => {
  it('links every item but the current one, which is plain text marked as the current page', () => {
    renderTrail();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });

    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).queryByRole('link', { name: /Diarrhea/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('Best Dog Food for <Diarrhea>')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('hides the separators from assistive technology', () => {
    renderTrail();
    const separators = screen.getAllByText('/');
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
  });

  it('ends each crumb but the last with its separator, so a wrapped trail never starts a line with one', () => {
    renderTrail();
    const crumbs = screen.getAllByRole('listitem').map((crumb) => crumb.lastElementChild?.textContent);
    expect(crumbs).toEqual(['/', '/', 'Best Dog Food for <Diarrhea>']);
  });

  it('puts BreadcrumbList structured data on the configured origin into the document head, not the trail', () => {
    const { container } = renderTrail();
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');

    expect(container.querySelector('script')).toBeNull();
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.gentlebowl.com' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.gentlebowl.com/blog' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Best Dog Food for <Diarrhea>',
          item: 'https://www.gentlebowl.com/blog/best-dog-food-for-diarrhea',
        },
      ],
    });
  });
});
