import { screen, within } from '@testing-library/react';

/** The page's breadcrumb trail as a reader hears it: each crumb's label, without the separators
 * (which are hidden from assistive technology). */
export function breadcrumbLabels(): string[] {
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((crumb) => crumb.querySelector('a, [aria-current="page"]')?.textContent ?? '');
}
