/** @jest-environment node */
import {
  describeServerRendering,
  dogFood,
  errorReply,
  installFetchMock,
  jsonReply,
  refusedReply,
  renderPageOnServer,
} from '@gentlebowl/platform/testing';
import { selectorRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { dogFoodSummary, recommendationResponse, recommendedFood } from '../testing/dog-food-fixtures';
import * as comparePage from './exposed/compare-page';
import * as dogFoodPage from './exposed/dog-food-page';
import * as dogFoodsPage from './exposed/dog-foods-page';
import * as foodSelectorPage from './exposed/food-selector-page';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(selectorRoutes, {
  theme: appTheme,
  remote: 'mfe-selector',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  sampleParams: { id: '1' },
  api: (path) => {
    if (path === '/api/dog-foods/1') return jsonReply(dogFood({ id: 1 }));
    if (path === '/api/dog-foods/1/related') return jsonReply([dogFoodSummary(dogFood({ id: 2 }))]);
    if (path === '/api/dog-foods/catalogue') {
      return jsonReply({ foods: [1, 2].map((id) => dogFoodSummary(dogFood({ id }))), total: 2, page: 1, pageSize: 12, pageCount: 1 });
    }
    return undefined;
  },
});

describe('the food catalogue rendered on the server', () => {
  it('renders the list of its address with the GET form, the cards, the page links and their hints, asking once', async () => {
    const api = installFetchMock();
    api.fetchMock.mockResolvedValue(
      jsonReply({ foods: [dogFoodSummary(dogFood({ id: 4, name: 'Lamb & Oat' }))], total: 25, page: 2, pageSize: 12, pageCount: 3 }),
    );
    const { html, askedWhileRendering, notFound } = await renderPageOnServer(dogFoodsPage, {
      theme: appTheme,
      route: '/dog-foods?type=&free-from=chicken&sort=rating&page=2',
    });

    expect(askedWhileRendering).toEqual([]);
    expect(notFound).toBe(false);
    expect(api.sent().map((sent) => sent.url)).toEqual(['/api/dog-foods/catalogue?free-from=chicken&page=2']);
    expect(html).toMatch(/<form name="dog-foods-filters"[^>]* action="\/dog-foods" method="get">/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="free-from" checked="" value="chicken"\/>/);
    expect(html).toMatch(/<a href="\/dog-food\/4"[^>]*>Lamb &amp; Oat<\/a>/);
    expect(html).toMatch(/<link rel="prev" href="[^"]*\/dog-foods\?free-from=chicken"\/>/);
    expect(html).toMatch(/<link rel="next" href="[^"]*\/dog-foods\?free-from=chicken&amp;page=3"\/>/);
  });

  it('is not found past its last page, with the API\'s reason and a way back to the list', async () => {
    const api = installFetchMock();
    api.fetchMock.mockResolvedValue(
      errorReply(404, 'Not Found', '{"statusCode":404,"message":"Page 99 is past the last page of these foods: there are 3 pages"}'),
    );
    const { html, notFound } = await renderPageOnServer(dogFoodsPage, { theme: appTheme, route: '/dog-foods?page=99' });

    expect(notFound).toBe(true);
    expect(html).toContain('This page of the list does not exist');
    expect(html).toContain('Page 99 is past the last page of these foods: there are 3 pages');
    expect(html).toMatch(/<a href="\/dog-foods"[^>]*>Go to the first page<\/a>/);
  });

  it('is not found for a filter value it does not know, saying which, without asking the API', async () => {
    const api = installFetchMock();
    const { html, notFound } = await renderPageOnServer(dogFoodsPage, { theme: appTheme, route: '/dog-foods?type=kibble' });

    expect(notFound).toBe(true);
    expect(api.sent()).toEqual([]);
    expect(html).toContain('This list cannot be shown');
    expect(html).toContain('Unknown type &quot;kibble&quot;');
    expect(html).toMatch(/<a href="\/dog-foods"[^>]*>Show every food<\/a>/);
  });
});

describe('a product page rendered on the server', () => {
  it('names the foods the API gives as like it, in its order, and links the lists they come from, in one request', async () => {
    const api = installFetchMock();
    const salmon = dogFoodSummary(dogFood({ id: 3, brand: 'Wellness', name: 'Simple Salmon' }));
    const lamb = dogFoodSummary(dogFood({ id: 5, brand: 'Nutro', name: 'Lamb & Sweet Potato', foodType: 'dry', matchTags: ['lamb', 'potato'] }));
    api.fetchMock.mockImplementation(async (url) => {
      if (url === '/api/dog-foods/1') return jsonReply(dogFood({ id: 1, matchTags: ['fish', 'rice'] }));
      if (url === '/api/dog-foods/1/related') return jsonReply([salmon, lamb]);
      throw new Error(`unexpected request ${url}`);
    });
    const { html, askedWhileRendering } = await renderPageOnServer(dogFoodPage, {
      theme: appTheme,
      route: '/dog-food/1',
      path: '/dog-food/:id',
    });

    expect(askedWhileRendering).toEqual([]);
    expect(api.sent().map((sent) => sent.url).sort()).toEqual(['/api/dog-foods/1', '/api/dog-foods/1/related']);
    expect(html).toContain('More foods like this');
    const salmonAt = html.search(/<a href="\/dog-food\/3"[^>]*>Wellness Simple Salmon<\/a>/);
    expect(salmonAt).toBeGreaterThan(0);
    expect(salmonAt).toBeLessThan(html.search(/<a href="\/dog-food\/5"[^>]*>Nutro Lamb &amp; Sweet Potato<\/a>/));
    expect(html).toMatch(/<a href="\/dog-foods\?protein=fish"[^>]*>More foods with fish<\/a>/);
    expect(html).toMatch(/<a href="\/dog-foods\?type=dry"[^>]*>Every food of the type Dry Food<\/a>/);
    expect(html).toMatch(/<a href="\/dog-foods"[^>]*>Browse all dog foods<\/a>/);
  });
});

describe("a product page's cost form sent without scripts, rendered on the server", () => {
  function renderProduct(route: string) {
    const api = installFetchMock();
    api.fetchMock.mockImplementation(async (url) => jsonReply(url.endsWith('/related') ? [] : dogFood({ id: 1 })));
    return renderPageOnServer(dogFoodPage, { theme: appTheme, route, path: '/dog-food/:id' });
  }

  it("answers with a puppy's portion and cost from both of its weights, the fields kept as sent", async () => {
    const { html } = await renderProduct('/dog-food/1?tab=nutritional-info&weightLbs=12&age=puppy&adultWeightLbs=40');
    expect(html).toContain('About 2 1/8 cups (245 g) a day, 994 kcal, and about $44 a month.');
    expect(html).toContain('Bought as a 24 lb bag ($64.99 at Chewy on Nov 2, 2026)');
    expect(html).toMatch(/<input[^>]*name="adultWeightLbs"[^>]*value="40"/);
    expect(html).toMatch(/<option value="puppy" selected="">/);
  });

  it('shows the message of an expected adult weight below the weight now, beside the weights as typed, and guesses nothing', async () => {
    const { html } = await renderProduct('/dog-food/1?tab=nutritional-info&weightLbs=30&age=puppy&adultWeightLbs=20');
    expect(html).toContain('The expected adult weight can&#x27;t be less than your puppy&#x27;s weight now');
    expect(html).toMatch(/<input[^>]*name="adultWeightLbs"[^>]*value="20"/);
    expect(html).toContain('Enter your puppy&#x27;s weight now and its expected adult weight');
  });
});

describe('a comparison for a puppy rendered on the server', () => {
  it("works the portions out from the puppy's weights in the address", async () => {
    const api = installFetchMock();
    api.fetchMock.mockImplementation(async () => jsonReply(dogFood({ id: 1 })));
    const { html, askedWhileRendering } = await renderPageOnServer(comparePage, {
      theme: appTheme,
      route: '/compare?foods=1&weight=12&age=puppy&size=medium&adult-weight=40',
    });
    expect(askedWhileRendering).toEqual([]);
    expect(html).toContain('Portions and costs are worked out for your 12 lb puppy, expected to weigh 40 lb grown: about 994 kcal a day.');
    expect(html).toContain('2 1/8 cups (245 g) a day');
    expect(html).toMatch(/<input[^>]*name="adult-weight"[^>]*value="40"/);
  });
});

describe('a results link rendered on the server', () => {
  it('renders the results of the answers in its address, as the shell renders a page with its data', async () => {
    const api = installFetchMock();
    api.fetchMock.mockResolvedValue(
      jsonReply(recommendationResponse({ redFlags: ['blood'], recommendations: [recommendedFood({ name: 'Salmon & Rice' })] })),
    );
    const route =
      '/food-selector?breed=beagle&age=adult&size=medium&symptom=vomiting&frequency=daily&duration=1-4-weeks&vet=no&type=dry&budget=50-100';

    const { html, askedWhileRendering } = await renderPageOnServer(foodSelectorPage, { theme: appTheme, route });

    expect(askedWhileRendering).toEqual([]);
    expect(api.sent()).toHaveLength(1);
    expect(html).toContain('Recommended foods for your dog');
    expect(html).toContain('Salmon &amp; Rice');
    expect(html).toContain('See a vet first');
    expect(html).toContain('About 1 7/8 cups a day (219 g)');
  });

  it('renders a refusal as the wait in minutes, without "Try again" or a status code, and asks only once', async () => {
    const api = installFetchMock();
    api.fetchMock.mockResolvedValue(refusedReply(598));
    const route =
      '/food-selector?breed=beagle&age=adult&size=medium&symptom=vomiting&frequency=daily&duration=1-4-weeks&vet=no&type=dry&budget=50-100';

    // The page's one render after its loader asks for nothing: a refusal is not asked for again.
    const { html } = await renderPageOnServer(foodSelectorPage, { theme: appTheme, route });

    expect(api.sent()).toHaveLength(1);
    expect(html).toContain('Recommendations not loaded');
    expect(html).toContain('Please try again in about 10 minutes.');
    expect(html).not.toContain('Try again');
    expect(html).not.toMatch(/429|598 seconds/);
  });
});

describe('a submitted step rendered on the server', () => {
  it("shows the first incomplete step with the spec's messages and the answers given, carrying the others", async () => {
    const api = installFetchMock();
    const route = '/food-selector?breed=beagle&size=medium&symptom=gas&note=Eats+grass&step=2';
    const { html } = await renderPageOnServer(foodSelectorPage, { theme: appTheme, route });

    expect(html).toContain('Dog Details');
    expect(html).toContain('Please enter your dog&#x27;s name');
    expect(html).toContain('Please select an age group');
    expect(html).not.toContain('Please select a breed');
    expect(html).toMatch(/<option value="beagle" selected="">/);
    expect(html).toContain('<input type="hidden" name="symptom" value="gas"/>');
    expect(html).toContain('<input type="hidden" name="note" value="Eats grass"/>');
    expect(html).toMatch(/<form name="food-selector-step-1"[^>]* action="\/food-selector" method="get">/);
    expect(api.sent()).toEqual([]);
  });

  it('shows the step asked for, its heading focused when the page opens, and no messages or results', async () => {
    const api = installFetchMock();
    // Complete answers, but a step form's address: the step, not results.
    const route =
      '/food-selector?name=Biscuit&breed=beagle&age=adult&size=medium&symptom=gas&type=dry&budget=50-100&step=2';
    const { html } = await renderPageOnServer(foodSelectorPage, { theme: appTheme, route });

    expect(html).toMatch(/<h2[^>]*autofocus=""[^>]*>Symptoms<\/h2>/);
    expect(html).not.toContain('Please select');
    expect(html).toContain('<input type="hidden" name="name" value="Biscuit"/>');
    expect(html).not.toContain('Recommended foods');
    expect(api.sent()).toEqual([]);
  });
});
