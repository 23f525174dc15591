import { chewyOffer, dogFood, observedOffer } from '../../testing/dog-food-fixtures';
import { metaDescription, productJsonLd, productOffers } from './product-meta';

const SITE = { siteOrigin: 'https://www.gentlebowl.com', affiliatePartnerCode: 'gentlebowl' };

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
  it('describes a product with a price seen at a retailer: an absolute image address and one offer per current price, and no rating', () => {
    const food = dogFood({ description: 'Salmon first.', imageUrl: '/api/media/foods/salmon.svg' });
    expect(productJsonLd(food, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
      brand: { '@type': 'Brand', name: 'Purina Pro Plan' },
      description: 'Salmon first.',
      image: 'https://www.gentlebowl.com/api/media/foods/salmon.svg',
      offers: [
        {
          '@type': 'Offer',
          price: '64.99',
          priceCurrency: 'USD',
          priceValidUntil: '2026-12-02',
          availability: 'https://schema.org/InStock',
          url: 'https://www.chewy.com/dp/52345?partner=gentlebowl',
          seller: { '@type': 'Organization', name: 'Chewy' },
        },
      ],
    });
    // The retailer's stars are its shoppers' ratings, aggregated on another site: never the page's.
    expect(JSON.stringify(productJsonLd(food, SITE))).not.toMatch(/aggregateRating|review/i);
  });

  it('gives no Product at all without a current price seen at a retailer: estimates and prices out of date are no offers', () => {
    const estimate = chewyOffer({ basis: 'estimate', currentUntil: null, productUrl: null, availability: null });
    expect(productJsonLd(dogFood({ offers: [estimate] }), SITE)).toBeNull();
    expect(productJsonLd(dogFood({ offers: [chewyOffer({ current: false })] }), SITE)).toBeNull();
    expect(productJsonLd(dogFood({ offers: [] }), SITE)).toBeNull();
  });
});

describe('productOffers', () => {
  it('offers each current observed price, leaving out the estimate beside it', () => {
    const bag4 = observedOffer({ retailer: 'Petco', package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99, currentUntil: '2026-12-10' });
    const estimate = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99, basis: 'estimate', currentUntil: null });
    const offers = productOffers(dogFood({ offers: [bag4, chewyOffer(), estimate] }), 'gentlebowl');
    expect(offers.map((offer) => [offer.seller.name, offer.price, offer.priceValidUntil])).toEqual([
      ['Petco', '17.99', '2026-12-10'],
      ['Chewy', '64.99', '2026-12-02'],
    ]);
  });

  it('claims stock only when the observation states it, and names a page only when the offer has one', () => {
    const [unstated] = productOffers(dogFood({ offers: [chewyOffer({ availability: null, productUrl: null })] }), 'gentlebowl');
    expect(unstated).not.toHaveProperty('availability');
    // A search at a retailer is not the offer's page.
    expect(unstated).not.toHaveProperty('url');
    const [outOfStock] = productOffers(dogFood({ offers: [chewyOffer({ availability: 'out_of_stock' })] }), 'gentlebowl');
    expect(outOfStock?.availability).toBe('https://schema.org/OutOfStock');
  });

  it("links the retailer's own affiliate address when the feed gave one, as the page's link does", () => {
    const affiliateUrl = 'https://www.chewy.com/dp/52345?partner=feed';
    expect(productOffers(dogFood({ offers: [chewyOffer({ affiliateUrl })] }), 'gentlebowl')[0]?.url).toBe(affiliateUrl);
  });

  it('offers what a shopper pays during a sale, valid until the observation ages', () => {
    const sale = chewyOffer({ priceUsd: 58.49, regularPriceUsd: 64.99, saleEndsOn: '2026-12-31' });
    expect(productOffers(dogFood({ offers: [sale] }), 'gentlebowl')[0]).toMatchObject({ price: '58.49', priceValidUntil: '2026-12-02' });
  });
});
