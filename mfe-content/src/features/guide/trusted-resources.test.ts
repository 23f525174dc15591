import {
  resourceCategories,
  resourcesInCategory,
  type TrustedResource,
  trustedResources,
} from './trusted-resources';

const resource = (category: TrustedResource['category'], name: string): TrustedResource => ({
  category,
  name,
  url: `https://example.org/${name}`,
  description: `${name} description`,
});

describe('resourcesInCategory', () => {
  const resources = [
    resource('nutrition', 'n1'),
    resource('general', 'g1'),
    resource('nutrition', 'n2'),
    resource('general', 'g2'),
    resource('nutrition', 'n3'),
    resource('general', 'g3'),
  ];

  it('returns the first two resources of the chosen category, in list order', () => {
    expect(resourcesInCategory(resources, 'nutrition').map(({ name }) => name)).toEqual(['n1', 'n2']);
    expect(resourcesInCategory(resources, 'general').map(({ name }) => name)).toEqual(['g1', 'g2']);
  });

  it('returns what there is when a category has fewer, and nothing for an empty one', () => {
    expect(resourcesInCategory([resource('health', 'h1')], 'health').map(({ name }) => name)).toEqual(['h1']);
    expect(resourcesInCategory(resources, 'training')).toEqual([]);
  });

  it('takes another count when asked', () => {
    expect(resourcesInCategory(resources, 'general', 3).map(({ name }) => name)).toEqual(['g1', 'g2', 'g3']);
  });
});

describe('the guide resources', () => {
  it.each(resourceCategories.map(({ id }) => id))('give the %s category two resources to show', (category) => {
    expect(resourcesInCategory(trustedResources, category)).toHaveLength(2);
  });

  it('link only to https addresses, each once', () => {
    const urls = trustedResources.map(({ url }) => new URL(url));
    expect(urls.every((url) => url.protocol === 'https:')).toBe(true);
    expect(new Set(urls.map(String)).size).toBe(urls.length);
  });
});
