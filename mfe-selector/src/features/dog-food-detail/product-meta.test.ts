import { metaDescription, productJsonLd } from './product-meta';

describe('metaDescription', () => {
  it('keeps a short description as it is, with whitespace tidied', () => {
    expect(metaDescription('  Salmon first.\n  Gentle on the gut. ')).toBe('Salmon first. Gentle on the gut.');
  });

  it('cuts a long description at a word boundary and marks the cut', () => {
    const text = 'Salmon is the first ingredient, with rice, barley and oat meal as the carbohydrates and no chicken.';
    const cut = metaDescription(text, 40);
    expect(cut).toBe('Salmon is the first ingredient, with…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts a single long word when there is no space to cut at', () => {
    expect(metaDescription('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('productJsonLd', () => {
  it('describes the product with the site as the reviewer and absolute image address', () => {
    expect(
      productJsonLd(
        {
          name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
          brand: 'Purina Pro Plan',
          description: 'Salmon first.',
          imageUrl: '/api/media/foods/salmon.svg',
          rating: 46,
        },
        { siteOrigin: 'https://www.gentlebowl.com', brandName: 'Gentle Bowl' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
      brand: { '@type': 'Brand', name: 'Purina Pro Plan' },
      description: 'Salmon first.',
      image: 'https://www.gentlebowl.com/api/media/foods/salmon.svg',
      review: {
        '@type': 'Review',
        author: { '@type': 'Organization', name: 'Gentle Bowl' },
        reviewRating: { '@type': 'Rating', ratingValue: 4.6, bestRating: 5, worstRating: 0 },
      },
    });
  });
});
