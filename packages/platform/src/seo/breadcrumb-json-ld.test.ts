import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('lists every item by position with full addresses on the site origin, Home as the bare origin', () => {
    const jsonLd = breadcrumbJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: 'Blog', href: '/blog/' },
        { label: 'Hypoallergenic Dog Food', href: '/blog/hypoallergenic-dog-food', current: true },
      ],
      'https://www.gentlebowl.com/',
    );

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.gentlebowl.com' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.gentlebowl.com/blog' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Hypoallergenic Dog Food',
          item: 'https://www.gentlebowl.com/blog/hypoallergenic-dog-food',
        },
      ],
    });
  });

  it('leaves out the address of an item without one', () => {
    const jsonLd = breadcrumbJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: 'Loading', href: '', current: true },
      ],
      'https://www.gentlebowl.com',
    );
    expect(jsonLd.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Loading' });
  });
});
