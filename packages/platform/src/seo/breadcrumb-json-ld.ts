import type { BreadcrumbItem } from './breadcrumb-item';
import { absoluteCanonical } from './page-meta-logic';

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item?: string }>;
}

/** schema.org BreadcrumbList with full addresses on the site's origin; Home ('/') is the bare origin. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      // schema.org allows the last crumb without an address, which is what an empty href means.
      ...(item.href ? { item: absoluteCanonical(item.href, origin) } : {}),
    })),
  };
}
