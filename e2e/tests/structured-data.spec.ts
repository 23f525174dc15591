import { sitemapPaths } from '../support/site';
import { jsonLdItems, structuredDataProblems } from '../support/structured-data';
import { expect, test } from '../support/test';

// The JSON-LD of every page in the sitemap, as the server sends it (crawlers run no scripts), passes
// @adobe/structured-data-validator, which checks Google's rich result requirements and the schema.org
// vocabulary; and the rich results the site means to earn are complete, their pictures real.

type Item = Record<string, unknown>;
const typeOf = (item: Item) => item['@type'];

test('the server JSON-LD of every sitemap page has no structured-data errors, and each rich result is complete', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(50);

  const problems: string[] = [];
  const itemsByPath = new Map<string, Item[]>();
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    const html = await response.text();
    for (const issue of await structuredDataProblems(html)) {
      problems.push(`${pagePath} ${issue.rootType}: ${issue.issueMessage}`);
    }
    itemsByPath.set(pagePath, jsonLdItems(html));
  }
  expect(problems).toEqual([]);

  const all = [...itemsByPath.values()].flat();
  const productPaths = paths.filter((pagePath) => pagePath.startsWith('/dog-food/'));
  expect(productPaths.length).toBeGreaterThanOrEqual(24);
  // A product page offers search engines only the prices seen at a retailer that are still current:
  // one Offer each, valid until it ages, and no rating (a retailer's stars are aggregated elsewhere).
  // Without such a price it sends no Product at all, and its breadcrumb still.
  const foods = (await (await request.get('/api/dog-foods')).json()) as { id: number; offers: { basis: string; current: boolean }[] }[];
  for (const food of foods) {
    const productPath = `/dog-food/${food.id}`;
    const items = itemsByPath.get(productPath) ?? [];
    expect(items.map(typeOf), productPath).toContain('BreadcrumbList');
    const product = items.find((item) => typeOf(item) === 'Product');
    const observed = food.offers.filter((offer) => offer.basis === 'observed' && offer.current);
    if (observed.length === 0) {
      expect(product, productPath).toBeUndefined();
      continue;
    }
    const offers = (product?.offers ?? []) as Item[];
    expect(offers, productPath).toHaveLength(observed.length);
    for (const offer of offers) {
      expect(offer, productPath).toMatchObject({
        '@type': 'Offer',
        price: expect.stringMatching(/^\d+\.\d{2}$/),
        priceCurrency: 'USD',
        priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        seller: { '@type': 'Organization', name: expect.any(String) },
      });
    }
    expect(product, productPath).not.toHaveProperty('aggregateRating');
  }
  // The site ships with the sample catalogue, whose prices are the editors' dated estimates: no product
  // page sends a Product until an operator imports prices seen at retailers.
  expect(all.filter((item) => typeOf(item) === 'Product')).toEqual([]);
  const recipes = all.filter((item) => typeOf(item) === 'Recipe');
  expect(recipes).toHaveLength(3);
  const guide = itemsByPath.get('/sensitive-stomach-guide')?.find((item) => typeOf(item) === 'Article');
  expect(guide).toMatchObject({ datePublished: expect.any(String), dateModified: expect.any(String), image: expect.any(String) });
  const organization = all.find((item) => typeOf(item) === 'Organization' && item.logo);
  expect(organization).toBeDefined();

  // Every picture the rich results name is one the site serves.
  const products = all.filter((item) => typeOf(item) === 'Product');
  const pictures = new Set(
    [...recipes.map((recipe) => recipe.image), guide?.image, organization?.logo, ...products.map((product) => product.image)].map(String),
  );
  for (const picture of pictures) {
    const response = await request.get(picture);
    expect(response.status(), picture).toBe(200);
    expect(response.headers()['content-type'], picture).toMatch(/^image\//);
  }
});

test("the validator refuses a Product without offers (so a page without a dated retailer's price sends none) and takes the one a page sends for an observed price", async ({
  request,
}) => {
  const html = await (await request.get('/dog-food/1')).text();
  expect(await structuredDataProblems(html)).toEqual([]);
  expect(jsonLdItems(html).map(typeOf)).not.toContain('Product');

  const withProduct = (product: Item) =>
    html.replace('</body>', `<script type="application/ld+json">${JSON.stringify(product)}</script></body>`);
  const product: Item = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
    brand: { '@type': 'Brand', name: 'Purina Pro Plan' },
    description: 'Salmon is the first ingredient.',
    image: 'https://www.gentlebowl.com/api/media/foods/purina-pro-plan-sensitive-skin-stomach-salmon.svg',
  };
  expect(await structuredDataProblems(withProduct(product))).toContainEqual(
    expect.objectContaining({ severity: 'ERROR', rootType: 'Product', fieldNames: ['offers'] }),
  );

  // The shape of mfe-selector's productJsonLd for a price seen at Chewy, with and without a stated stock.
  const seen = {
    '@type': 'Offer',
    price: '64.99',
    priceCurrency: 'USD',
    priceValidUntil: '2026-12-02',
    availability: 'https://schema.org/InStock',
    url: 'https://www.chewy.com/dp/52345?partner=gentlebowl',
    seller: { '@type': 'Organization', name: 'Chewy' },
  };
  const { availability: _unstated, url: _noPage, ...unstated } = seen;
  expect(await structuredDataProblems(withProduct({ ...product, offers: [seen, { ...unstated, price: '17.99' }] }))).toEqual([]);
});
