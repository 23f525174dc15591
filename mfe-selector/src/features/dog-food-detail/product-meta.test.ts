import { dogFood } from '../../testing/dog-food-fixtures';
import { metaDescription, productJsonLd, productOffer } from './product-meta';

const SITE = { siteOrigin: 'https://www.gentlebowl.com', brandName: 'Gentle Bowl', affiliatePartnerCode: 'gentlebowl' };

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
  it('describes the product with the site as the reviewer, an absolute image address and the offer at its retailer', () => {
    const food = dogFood({
      name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
      brand: 'Purina Pro Plan',
      description: 'Salmon first.',
      imageUrl: '/api/media/foods/salmon.svg',
      rating: 46,
    });
    expect(productJsonLd(food, SITE)).toEqual({
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
      offers: {
        '@type': 'Offer',
        price: '64.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.amazon.com/s?k=purina+pro+plan+sensitive&tag=gentlebowl-20',
        seller: { '@type': 'Organization', name: 'Amazon' },
      },
    });
  });
});

describe('productOffer', () => {
  it('prices the offer as the owner pays it: after a listed discount, valid until the day the retailer states', () => {
    const offer = productOffer(dogFood({ discountPercentage: 10, isPromotion: true, promotionEndsOn: '2026-12-31' }), 'gentlebowl');
    expect(offer).toMatchObject({ price: '58.49', priceCurrency: 'USD', priceValidUntil: '2026-12-31' });
    expect(productOffer(dogFood({ discountPercentage: 10 }), 'gentlebowl')).not.toHaveProperty('priceValidUntil');
  });

  it("links the retailer's own affiliate address when the catalogue stores one, as the buy button does", () => {
    const affiliateUrl = 'https://www.chewy.com/dp/123?partner=gentlebowl';
    expect(productOffer(dogFood({ retailer: 'Chewy', affiliateUrl }), 'gentlebowl')?.url).toBe(affiliateUrl);
  });

  it('makes no offer for a food without a retailer or an address to buy it at', () => {
    expect(productOffer(dogFood({ retailer: null }), 'gentlebowl')).toBeUndefined();
    expect(productOffer(dogFood({ whereToBuyUrl: null, affiliateUrl: null }), 'gentlebowl')).toBeUndefined();
    expect(productJsonLd(dogFood({ retailer: null }), SITE)).not.toHaveProperty('offers');
  });
});
