import { inPageNavigation, type Location, type NavigationType } from '@gentlebowl/router';
import { leadsToAnotherPage } from './page-arrivals';

function at(address: string, state: unknown = null): Location {
  const url = new URL(address, 'https://gentlebowl.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: Math.random().toString(36) };
}

describe('leadsToAnotherPage', () => {
  it.each<[string, string, `${NavigationType}`, boolean]>([
    ['/privacy', '/terms', 'PUSH', true],
    ['/privacy', '/terms', 'REPLACE', true],
    ['/privacy', '/terms', 'POP', true],
    ['/dog-foods', '/dog-foods?page=2', 'PUSH', true],
    ['/dog-foods?page=2', '/dog-foods?page=2', 'REPLACE', true],
    ['/dog-foods?page=3', '/dog-foods?page=2', 'POP', false],
    ['/blog', '/blog?topic=diet', 'REPLACE', false],
    ['/privacy', '/tools#feeding-calculator', 'PUSH', true],
    ['/tools', '/tools#feeding-calculator', 'PUSH', false],
    ['/tools#feeding-calculator', '/tools', 'PUSH', true],
  ])('from %s to %s (%s): %p', (from, to, type, expected) => {
    expect(leadsToAnotherPage(at(from), at(to), type)).toBe(expected);
  });

  it('leaves a change the page makes to itself to the page, whatever state it keeps', () => {
    const state = inPageNavigation({ outOfAddress: { name: 'Rex' } });
    expect(state).toEqual({ outOfAddress: { name: 'Rex' }, inPage: true });
    expect(leadsToAnotherPage(at('/food-selector'), at('/food-selector?step=2', state), 'PUSH')).toBe(false);
    expect(leadsToAnotherPage(at('/dog-foods'), at('/dog-foods?type=dry', inPageNavigation()), 'PUSH')).toBe(false);
  });

  it('still starts another path at its top, even when the page marked the navigation', () => {
    expect(leadsToAnotherPage(at('/dog-foods'), at('/compare?foods=1,2', inPageNavigation()), 'PUSH')).toBe(true);
  });
});
