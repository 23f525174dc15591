import { matchPath } from '@gentlebowl/router';
import {
  breadcrumbTrail,
  canonicalPath,
  matchRoute,
  pageAddress,
  pageRoutes,
  isNoSuchRecord,
  isPersonalAddress,
  redirectFor,
  requestAddress,
  routeHref,
  routeRedirects,
} from './catalogue';
import { footerLegalLinks, footerQuickLinks, footerResources, headerNavigation, sitemapGroups } from './navigation';

const pathOf = (href: string) => new URL(href, 'http://site.test').pathname;

describe('the route catalogue', () => {
  it('declares each page once, by id and by path', () => {
    expect(new Set(pageRoutes.map((route) => route.id)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it('gives every page but Home a parent that is itself declared, so every trail reaches Home', () => {
    for (const route of pageRoutes.filter((candidate) => candidate.id !== 'home')) {
      const trail = breadcrumbTrail(route.id as never);
      expect(trail[0]).toEqual({ label: 'Home', href: '/' });
    }
  });

  it('names an API resource for every page whose address carries a parameter, so unknown ones get a 404', () => {
    for (const route of pageRoutes.filter((candidate) => candidate.path.includes(':'))) {
      expect(route.resource).toMatch(/^\/api\/.*:/);
    }
  });

  it('redirects only to declared pages, and never from one', () => {
    for (const redirect of routeRedirects) {
      expect(matchRoute(redirect.to)).not.toBeNull();
      expect(matchRoute(redirect.from)).toBeNull();
    }
  });
});

describe('matchRoute', () => {
  it('finds the owner of a static path and of a parameterised one, with its parameters', () => {
    expect(matchRoute('/privacy')?.route).toMatchObject({ remote: 'mfe_content', module: './privacy-page' });
    expect(matchRoute('/dog-food/42')).toMatchObject({ route: { remote: 'mfe_selector' }, params: { id: '42' } });
    expect(matchRoute('/blog/a%20b')?.params).toEqual({ slug: 'a b' });
  });

  it('ignores a trailing slash and answers null for paths the site does not have', () => {
    expect(matchRoute('/terms/')?.route.id).toBe('terms');
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/privacy/extra')).toBeNull();
    expect(matchRoute('/dog-food')).toBeNull();
    expect(matchRoute('/blog/%E0%A4%A')).toBeNull();
  });

  it.each(['/', '/privacy', '/sitemap', '/dog-food/7', '/compare', '/tools', '/blog', '/blog/x', '/nope', '/dog-food/7/x', '/terms/'])(
    'agrees with react-router on %s, so the server and the browser give the same answer',
    (pathname) => {
      const routerMatch = pageRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
      expect(matchRoute(pathname)?.route ?? null).toBe(routerMatch ?? null);
    },
  );
});

describe('redirectFor', () => {
  it('sends /faq to the FAQ page, with or without a trailing slash, in any case', () => {
    expect(redirectFor('/faq')?.to).toBe('/sensitive-stomach-faq');
    expect(redirectFor('/faq/')?.to).toBe('/sensitive-stomach-faq');
    expect(redirectFor('/FAQ')?.to).toBe('/sensitive-stomach-faq');
    expect(redirectFor('/blog')).toBeNull();
  });
});

describe('isNoSuchRecord', () => {
  it("reads a 404 and the API's refusals of the address as no such record, and nothing else", () => {
    expect([404, 400, 414].map(isNoSuchRecord)).toEqual([true, true, true]);
    expect([200, 429, 500, 503].map(isNoSuchRecord)).toEqual([false, false, false, false]);
  });
});

describe('requestAddress', () => {
  it('reads a request target as a path and query, two leading slashes included', () => {
    expect(requestAddress('/blog?topic=Health').pathname).toBe('/blog');
    expect(requestAddress('/blog?topic=Health').search).toBe('?topic=Health');
    expect(requestAddress('//cookies').pathname).toBe('//cookies');
    expect(requestAddress('//').pathname).toBe('//');
  });

  it('reads an absolute target by its path', () => {
    expect(requestAddress('http://example.com/cookies?x=1').pathname).toBe('/cookies');
  });
});

describe('canonicalPath', () => {
  it('spells each address as its route does: no trailing or doubled slash, fixed segments in their own case', () => {
    expect(canonicalPath('/cookies/')).toBe('/cookies');
    expect(canonicalPath('/COOKIES')).toBe('/cookies');
    expect(canonicalPath('//newsletter///Confirmed/')).toBe('/newsletter/confirmed');
    expect(canonicalPath('/')).toBe('/');
  });

  it('spells a parameter in lower case, as every record key is, and knows no path the site does not have', () => {
    expect(canonicalPath('/Blog/Some-Post/')).toBe('/blog/some-post');
    expect(canonicalPath('/blog/BEST-DOG-FOOD-FOR-DIARRHEA')).toBe('/blog/best-dog-food-for-diarrhea');
    expect(canonicalPath('/dog-food/7')).toBe('/dog-food/7');
    expect(canonicalPath('/no-such-page/')).toBeNull();
  });

  it('gives every declared page without parameters its own path back', () => {
    for (const route of pageRoutes.filter((candidate) => !candidate.path.includes(':'))) {
      expect(canonicalPath(route.path)).toBe(route.path);
    }
  });
});

describe('routeHref', () => {
  it('fills parameters, encodes them and adds a query and a section', () => {
    expect(routeHref('blog-post', { params: { slug: 'best-dog-food-for-diarrhea' } })).toBe(
      '/blog/best-dog-food-for-diarrhea',
    );
    expect(routeHref('dog-food', { params: { id: 7 } })).toBe('/dog-food/7');
    expect(routeHref('blog', { query: { topic: 'Digestive Health' } })).toBe('/blog?topic=Digestive+Health');
    expect(routeHref('tools', { hash: 'feeding-guide' })).toBe('/tools#feeding-guide');
    expect(routeHref('compare', { query: { foods: '1,7,12', age: 'adult' } })).toBe('/compare?foods=1,7,12&age=adult');
  });

  it('refuses to build an address with a missing parameter', () => {
    expect(() => routeHref('blog-post')).toThrow('needs the parameter "slug"');
  });
});

describe('breadcrumbTrail', () => {
  it('walks the declared parents and marks the last crumb current', () => {
    expect(breadcrumbTrail('blog-post', { label: 'A post', href: '/blog/a-post' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'A post', href: '/blog/a-post', current: true },
    ]);
    expect(breadcrumbTrail('food-selector')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Best Dog Food for Sensitive Stomach', href: '/food-selector', current: true },
    ]);
    expect(breadcrumbTrail('compare').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Best Dog Food for Sensitive Stomach',
      'Compare Foods',
    ]);
  });
});

describe('navigation, footer and site map', () => {
  const everyLink = [
    ...headerNavigation,
    ...footerQuickLinks,
    ...footerResources,
    ...footerLegalLinks,
    ...sitemapGroups.flatMap((group) => group.links),
  ];

  it.each(everyLink.map((link) => [link.label, link.href]))('%s (%s) leads to a page some route serves', (_, href) => {
    expect(matchRoute(pathOf(href))).not.toBeNull();
  });

  it('keeps the header to the spec items, in order', () => {
    expect(headerNavigation.map((link) => link.label)).toEqual(['Home', 'Food Selector', 'Tools', 'Blog', 'About Us']);
  });

  it('links the food catalogue from every page (the footer) and the site map, and the comparison from the site map', () => {
    expect(footerQuickLinks).toContainEqual({ label: 'All Dog Foods', href: '/dog-foods' });
    const mainPages = sitemapGroups[0]?.links ?? [];
    expect(mainPages).toContainEqual({ label: 'All Dog Foods', href: '/dog-foods' });
    expect(mainPages).toContainEqual({ label: 'Compare Foods', href: '/compare' });
  });

  it('groups the site map as the spec does', () => {
    expect(sitemapGroups.map((group) => group.title)).toEqual([
      'Main Pages',
      'Resources',
      'Popular Articles',
      'Legal & Info',
    ]);
  });
});

describe('pageAddress', () => {
  const at = (address: string) => pageAddress(new URL(address, 'http://shell'));

  it('keeps the parameters a page reads, as written and in order, and drops every other', () => {
    expect(at('/food-selector?utm_source=mail&size=small&symptom=gas&symptom=diarrhea&x=1')).toBe(
      '/food-selector?size=small&symptom=gas&symptom=diarrhea',
    );
    expect(at('/compare?foods=1,7,12&ref=home')).toBe('/compare?foods=1,7,12');
    expect(at('/blog?topic=nutrition&page=2')).toBe('/blog?topic=nutrition');
  });

  it('keeps no query for a page that reads none, or an address no page serves', () => {
    expect(at('/privacy?cachebuster=123')).toBe('/privacy');
    expect(at('/no-such-page?a=1')).toBe('/no-such-page');
    expect(at('/food-selector')).toBe('/food-selector');
  });
});

describe('isPersonalAddress', () => {
  const at = (address: string) => isPersonalAddress(new URL(address, 'http://shell'));

  it('is true of an address carrying what a visitor typed: the dog\'s name, a note, a link\'s token', () => {
    expect(at('/food-selector?name=Rex&size=small')).toBe(true);
    expect(at('/food-selector?size=small&note=Only+eats+at+night')).toBe(true);
    expect(at('/owner-stories/review?token=abc')).toBe(true);
    expect(at('/newsletter/confirm?token=abc')).toBe(true);
    expect(at('/newsletter/unsubscribe?token=abc')).toBe(true);
  });

  it('is false of the same pages without it, and of every page that reads nothing personal', () => {
    expect(at('/food-selector?size=small&symptom=gas')).toBe(false);
    expect(at('/food-selector?name=&size=small')).toBe(false);
    expect(at('/compare?foods=1,7&weight=30')).toBe(false);
    expect(at('/privacy?name=Rex')).toBe(false);
    expect(at('/no-such-page?name=Rex')).toBe(false);
  });

  it('names only parameters the page reads', () => {
    for (const route of pageRoutes) {
      for (const name of route.personal ?? []) expect(route.query ?? []).toContain(name);
    }
  });
});
