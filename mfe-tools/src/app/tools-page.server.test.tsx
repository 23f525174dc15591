/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { ToolsPage } from './tools-page';

// What the server sends for /tools when a calculator's form was submitted without scripts: the page
// reads the answers from its address and renders their result, or the spec's messages, in the tab
// that holds them.

/** The page's markup, without its styles, classes and React's text separators. */
const render = (address: string) =>
  renderInShellStackToString(<ToolsPage />, { theme: appTheme, route: address })
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/ class="[^"]*"/g, '')
    .replaceAll('<!-- -->', '');

/** The opening tag of the form of that name. */
const formTag = (html: string, name: string) => new RegExp(`<form[^>]*name="${name}"[^>]*>`).exec(html)?.[0];

/** The tab the markup shows selected. */
function selectedTab(html: string): string | undefined {
  return /<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)<\/a>/.exec(html)?.[1];
}

const foodAnswers = 'weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=';
const transitionAnswers = 'currentFood=dry&newFood=wet&currentFoodId=&newFoodId=&cupsPerDay=2&transitionPeriod=7';

describe('/tools rendered on the server', () => {
  it('renders each calculator as a GET form to /tools with named fields and its tabs as links', () => {
    const html = render('/tools');
    for (const form of [formTag(html, 'food-calculator'), formTag(html, 'transition-calculator')]) {
      expect(form).toContain('method="get"');
    }
    // Sent without scripts, each lands on its own result rather than at the top of the page.
    expect(formTag(html, 'food-calculator')).toContain('action="/tools#calorie-needs"');
    expect(formTag(html, 'transition-calculator')).toContain('action="/tools#transition-plan"');
    for (const name of ['weight', 'age', 'activityLevel', 'isNeutered', 'condition', 'foodId', 'currentFood', 'cupsPerDay']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*href="\?tab=transition-guide"/);
    expect(selectedTab(html)).toBe('Food Calculator');
  });

  it('opens the tab the address names', () => {
    expect(selectedTab(render('/tools?tab=transition-guide'))).toBe('Transition Guide');
    expect(selectedTab(render('/tools?tab=no-such-tab'))).toBe('Food Calculator');
  });

  it('renders the calorie result of the answers it was sent, as the spec formula gives it, keeping them in the form', () => {
    const html = render(`/tools?${foodAnswers}`);
    expect(selectedTab(html)).toBe('Food Calculator');
    // 50 lb adult, neutered, moderate, ideal: RER 70 x 22.68^0.75 = 727, DER x 1.6 = 1164, 3.3 cups.
    expect(html).toMatch(/id="calorie-needs"[^>]*><section[^>]*><div[^>]*><h3[^>]*>Your dog&#x27;s daily nutritional needs/);
    expect(html).toMatch(/727 kcal<\/dd>.*1164 kcal<\/dd>.*1164 kcal<\/dd>.*3\.3 cups<\/dd>/s);
    expect(html).toContain('Result: 1164 calories per day, about 3.3 cups of food.');
    expect(html).toMatch(/<input[^>]*name="weight"[^>]*value="50"/);
    expect(html).toMatch(/<input[^>]*name="isNeutered" checked="" value="yes"/);
    expect(html).toMatch(/<option value="adult" selected="">/);
    // A tab link keeps the answers, so switching tabs without scripts keeps the result.
    expect(html).toContain(`href="?${foodAnswers.replaceAll('&', '&amp;')}&amp;tab=transition-guide"`);
  });

  it('shows the spec messages for answers that are not valid, keeping what was typed, and no result', () => {
    const html = render('/tools?weight=0.5&age=&activityLevel=high&condition=ideal&foodId=');
    expect(html).toContain('Weight must be at least 1 lb');
    expect(html).toContain('Age is required');
    expect(html).toContain('Please specify if your dog is neutered/spayed');
    expect(html).not.toContain('Activity level is required');
    expect(html).toMatch(/<input[^>]*name="weight"[^>]*value="0.5"/);
    expect(html).not.toContain('daily nutritional needs');
    // The other calculator was not sent: its form stays quiet.
    expect(html).not.toContain('Please select your current food type');
  });

  it('renders the transition plan of the answers it was sent on the Transition Guide tab', () => {
    const html = render(`/tools?${transitionAnswers}`);
    expect(selectedTab(html)).toBe('Transition Guide');
    expect(html).toMatch(/id="transition-plan"[^>]*><section[^>]*><div[^>]*><h3[^>]*>Your 7-day transition plan/);
    expect(html).toMatch(/Day 7<\/th><td>0% \/ 100%<\/td><td>None<\/td><td>3 cups \(710 g\)<\/td>/);
    expect(html).toMatch(/<option value="wet" selected="">/);
  });

  it('shows the transition messages for answers that are not valid, with the period left as chosen', () => {
    const html = render('/tools?currentFood=dry&newFood=&cupsPerDay=0.1&transitionPeriod=');
    expect(selectedTab(html)).toBe('Transition Guide');
    expect(html).toContain('Please select the new food type');
    expect(html).toContain('Please enter at least 1/4 cup (0.25)');
    expect(html).toContain('Please select a transition period');
    expect(html).not.toContain('Please select your current food type');
    expect(html).not.toContain('-day transition plan');
  });
});
