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
  for (const productPath of productPaths) {
    const product = itemsByPath.get(productPath)?.find((item) => typeOf(item) === 'Product');
    expect(product?.offers, productPath).toMatchObject({
      '@type': 'Offer',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: expect.stringMatching(/^https:\/\//),
      seller: { '@type': 'Organization', name: expect.any(String) },
    });
  }
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

test('the validator catches what Google would refuse: a product page whose Product has no offers', async ({ request }) => {
  const html = await (await request.get('/dog-food/1')).text();
  expect(await structuredDataProblems(html)).toEqual([]);

  const withoutOffers = html.replace(
    /(<script type="application\/ld\+json"[^>]*>)([\s\S]*?)(<\/script>)/g,
    (block, open: string, body: string, close: string) => {
      const data = JSON.parse(body) as Item;
      if (typeOf(data) !== 'Product') return block;
      const { offers: _offers, ...rest } = data;
      return `${open}${JSON.stringify(rest)}${close}`;
    },
  );
  expect(withoutOffers).not.toBe(html);
  expect(await structuredDataProblems(withoutOffers)).toContainEqual(
    expect.objectContaining({ severity: 'ERROR', rootType: 'Product', fieldNames: ['offers'] }),
  );
});
