import { pageAddress } from '@gentlebowl/routes';
import { TAB_PARAM } from '@gentlebowl/ui';
import { foodCalculatorFields } from '../features/food-calculator/food-calculator-values';
import { transitionCalculatorFields } from '../features/transition-calculator/transition-calculator-values';

// The shell's server renders /tools with only the query parameters the route declares: every answer
// the calculators' forms send without scripts, and the open tab, must reach the page.
describe('the /tools address', () => {
  it.each([
    ['the calorie calculator', Object.keys(foodCalculatorFields)],
    ['the transition calculator', Object.keys(transitionCalculatorFields)],
    ['the tabs', [TAB_PARAM]],
  ])('keeps every parameter %s sends', (_, names) => {
    const query = names.map((name) => `${name}=1`).join('&');
    expect(pageAddress(new URL(`http://site/tools?${query}&utm_source=mail`))).toBe(`/tools?${query}`);
  });
});
