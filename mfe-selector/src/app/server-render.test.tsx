/** @jest-environment node */
import { baseApi, createAppStore } from '@gentlebowl/platform';
import {
  describeServerRendering,
  installFetchMock,
  jsonReply,
  refusedReply,
  renderInShellStackToString,
} from '@gentlebowl/platform/testing';
import { selectorRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { recommendationResponse, recommendedFood } from '../testing/dog-food-fixtures';
import { FoodSelectorPage } from './food-selector-page';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(selectorRoutes, {
  theme: appTheme,
  remote: 'mfe-selector',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  sampleParams: { id: '1' },
});

describe('a results link rendered on the server', () => {
  it('renders the results of the answers in its address, as the shell renders a page with its data', async () => {
    const api = installFetchMock();
    api.fetchMock.mockResolvedValue(
      jsonReply(recommendationResponse({ redFlags: ['blood'], recommendations: [recommendedFood({ name: 'Salmon & Rice' })] })),
    );
    const store = createAppStore();
    const route =
      '/food-selector?breed=beagle&age=adult&size=medium&symptom=vomiting&frequency=daily&duration=1-4-weeks&vet=no&type=dry&budget=50-100';
    const render = () => renderInShellStackToString(<FoodSelectorPage />, { theme: appTheme, route, store });

    expect(render()).toContain('Finding recommendations...');
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    // React separates adjacent text in server HTML with comments; the page reads without them.
    const html = render().replace(/<!-- -->/g, '');

    expect(api.sent()).toHaveLength(1);
    expect(html).toContain('Recommended foods for your dog');
    expect(html).toContain('Salmon &amp; Rice');
    expect(html).toContain('See a vet first');
    expect(html).toContain('About 1.92 cups a day (219 g)');
  });

  it('renders a refusal as the wait in minutes, without "Try again" or a status code, and asks only once', async () => {
    const api = installFetchMock();
    api.fetchMock.mockResolvedValue(refusedReply(598));
    const store = createAppStore();
    const route =
      '/food-selector?breed=beagle&age=adult&size=medium&symptom=vomiting&frequency=daily&duration=1-4-weeks&vet=no&type=dry&budget=50-100';
    const render = () => renderInShellStackToString(<FoodSelectorPage />, { theme: appTheme, route, store });

    render();
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    // The shell renders a page again until no new query starts: a refusal is not asked for again.
    render();
    const html = render().replace(/<!-- -->/g, '');

    expect(store.dispatch(baseApi.util.getRunningQueriesThunk())).toHaveLength(0);
    expect(api.sent()).toHaveLength(1);
    expect(html).toContain('Recommendations not loaded');
    expect(html).toContain('Please try again in about 10 minutes.');
    expect(html).not.toContain('Try again');
    expect(html).not.toMatch(/429|598 seconds/);
  });
});

describe('a submitted step rendered on the server', () => {
  it("shows the first incomplete step with the spec's messages and the answers given, carrying the others", () => {
    const route = '/food-selector?breed=beagle&size=medium&symptom=gas&note=Eats+grass&step=2';
    const html = renderInShellStackToString(<FoodSelectorPage />, { theme: appTheme, route, store: createAppStore() });

    expect(html).toContain('Dog Details');
    expect(html).toContain('Please enter your dog&#x27;s name');
    expect(html).toContain('Please select an age group');
    expect(html).not.toContain('Please select a breed');
    expect(html).toMatch(/<option value="beagle" selected="">/);
    expect(html).toContain('<input type="hidden" name="symptom" value="gas"/>');
    expect(html).toContain('<input type="hidden" name="note" value="Eats grass"/>');
    expect(html).toMatch(/<form name="food-selector-step-1"[^>]* action="\/food-selector" method="get">/);
  });

  it('shows the step asked for, its heading focused when the page opens, and no messages', () => {
    const route = '/food-selector?name=Biscuit&breed=beagle&age=adult&size=medium&step=2';
    const html = renderInShellStackToString(<FoodSelectorPage />, { theme: appTheme, route, store: createAppStore() });

    expect(html).toMatch(/<h2[^>]*autofocus=""[^>]*>Symptoms<\/h2>/);
    expect(html).not.toContain('Please select');
    expect(html).toContain('<input type="hidden" name="name" value="Biscuit"/>');
  });
});
