/** @jest-environment node */
import {
  describeServerRendering,
  dogFood,
  installFetchMock,
  jsonReply,
  refusedReply,
  renderPageOnServer,
} from '@gentlebowl/platform/testing';
import { selectorRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { recommendationResponse, recommendedFood } from '../testing/dog-food-fixtures';
import * as foodSelectorPage from './exposed/food-selector-page';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(selectorRoutes, {
  theme: appTheme,
  remote: 'mfe-selector',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  sampleParams: { id: '1' },
  api: (path) => (path === '/api/dog-foods/1' ? jsonReply(dogFood({ id: 1 })) : undefined),
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
    expect(html).toContain('About 1.92 cups a day (219 g)');
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
