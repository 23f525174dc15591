import { gramsOfNetWeight, readFeedRow } from './feed-row.js';

const TODAY = '2026-12-07';
const row = {
  food: 'calm-salmon-rice-dry',
  retailer: 'Chewy',
  id: '52345',
  link: 'https://www.chewy.com/dp/52345',
  size: '30 lb bag',
  net_weight: '30 lb',
  price: '79.99 USD',
  sale_price: '71.99 USD',
  sale_price_effective_date: '2026-12-01T00:00-05:00/2026-12-20T23:59-05:00',
  availability: 'in stock',
  rating: '4.6',
  review_count: '1280',
  seen_on: '2026-12-05',
};

describe('gramsOfNetWeight', () => {
  it.each([
    ['30 lb', 13_608],
    ['30 lbs', 13_608],
    ['13.6 kg', 13_600],
    ['510 g', 510],
    ['12 x 13 oz', 4423],
    ['12x13oz', 4423],
    ['25 OZ', 709],
  ])('reads %s as %i g', (weight, grams) => {
    expect(gramsOfNetWeight(weight)).toBe(grams);
  });

  it.each(['thirty pounds', '30', '30 stone', '12 x', ''])('refuses %p', (weight) => {
    expect(gramsOfNetWeight(weight)).toBeNull();
  });
});

describe('readFeedRow', () => {
  it('reads a retailer row as one observation: the sale price paid, the regular price, the sale end, stock and rating', () => {
    expect(readFeedRow(row, TODAY)).toEqual({
      ok: true,
      observation: {
        food: 'calm-salmon-rice-dry',
        retailer: 'Chewy',
        retailerProductId: '52345',
        productUrl: 'https://www.chewy.com/dp/52345',
        affiliateUrl: null,
        packageLabel: '30 lb bag',
        packageGrams: 13_608,
        priceCents: 7199,
        regularPriceCents: 7999,
        saleEndsOn: '2026-12-20',
        availability: 'in_stock',
        rating: 46,
        reviewCount: 1280,
        seenOn: '2026-12-05',
      },
    });
  });

  it('reads the numbers a JSON feed gives as numbers, and a blank cell as no value', () => {
    const result = readFeedRow({ ...row, price: 79.99, sale_price: '', sale_price_effective_date: null, rating: 4.5, review_count: 12, link: '' }, TODAY);
    expect(result).toMatchObject({ ok: true, observation: { priceCents: 7999, regularPriceCents: null, saleEndsOn: null, rating: 45, reviewCount: 12, productUrl: null } });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ food: '' }, ['food: is required']],
    [{ price: '79,99 EUR' }, ['price: must be an amount in US dollars like 71.99 or 71.99 USD, got "79,99 EUR"']],
    [{ sale_price: '89.99' }, ['sale_price: must be below price (price is the price before the sale)']],
    [{ link: 'http://www.chewy.com/dp/1' }, ['link: must be an https URL']],
    [{ availability: 'maybe' }, ['availability: must be one of in_stock, out_of_stock, preorder, backorder']],
    [{ rating: '4.65' }, ['rating: must have at most one decimal, as stars are shown']],
    [{ rating: '6' }, ['rating: must be a number of stars from 0 to 5']],
    [{ review_count: '' }, ['review_count: rating and review_count go together: a rating means nothing without how many reviews it averages']],
    [{ seen_on: '2026-12-08' }, ['seen_on: must not be after today (2026-12-07)']],
    [{ seen_on: '05/12/2026' }, ['seen_on: must be a date written YYYY-MM-DD']],
    [{ sale_price_effective_date: 'until Christmas' }, ["sale_price_effective_date: must be the sale's start and end as YYYY-MM-DD/YYYY-MM-DD, got \"until Christmas\""]],
    [{ net_weight: '30 stone' }, ['net_weight: must be a weight like 30 lb, 13.6 kg, 510 g or 12 x 13 oz, got "30 stone"']],
  ])('refuses %j, saying why', (changes, problems) => {
    expect(readFeedRow({ ...row, ...changes }, TODAY)).toEqual({ ok: false, problems });
  });

  it("refuses Amazon's ratings and sale prices, which may be shown only from Amazon's product API", () => {
    const amazon = { ...row, retailer: 'Amazon', link: 'https://www.amazon.com/dp/B0TEST' };
    expect(readFeedRow(amazon, TODAY)).toEqual({
      ok: false,
      problems: [
        "rating: Amazon's ratings may be shown only from Amazon's product API: leave rating and review_count empty",
        "sale_price: Amazon's sale prices may be shown only from Amazon's product API: give the price alone",
      ],
    });
    const plain = { ...amazon, rating: '', review_count: '', sale_price: '', sale_price_effective_date: '' };
    expect(readFeedRow(plain, TODAY)).toMatchObject({ ok: true, observation: { retailer: 'Amazon', priceCents: 7999 } });
  });
});
