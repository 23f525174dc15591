/** @jest-environment node */
import { requestAddress } from '@gentlebowl/routes';
import { decideAddress, type ResourceExists, recordPageStatus } from './page-decision';

const at = requestAddress;
const VISITOR = '203.0.113.7';

describe('decideAddress', () => {
  it('redirects /faq permanently to the FAQ page and keeps the query', () => {
    expect(decideAddress(at('/faq?from=home'))).toEqual({ kind: 'redirect', location: '/sensitive-stomach-faq?from=home' });
  });

  it.each([
    ['/cookies/', '/cookies'],
    ['/blog/?topic=Health', '/blog?topic=Health'],
    ['/Cookies', '/cookies'],
    ['/ABOUT-US/', '/about-us'],
    ['/dog-food/7/', '/dog-food/7'],
    ['/Blog/post-one', '/blog/post-one'],
    ['/newsletter//confirmed', '/newsletter/confirmed'],
    ['//cookies', '/cookies'],
    ['//', '/'],
    ['/FAQ/', '/sensitive-stomach-faq'],
    ['/Blog/Post-One', '/blog/post-one'],
  ])('redirects %s permanently to the one address of its page, %s, with the query', (address, location) => {
    expect(decideAddress(at(address))).toEqual({ kind: 'redirect', location });
  });

  it('keeps / and every address the catalogue spells as it is, and never redirects an unknown path', () => {
    expect(decideAddress(at('/'))).toEqual({ kind: 'page', status: 200 });
    expect(decideAddress(at('/cookies?x=1'))).toEqual({ kind: 'page', status: 200 });
    expect(decideAddress(at('/blog/post-one'))).toEqual({ kind: 'record', resource: '/api/blog-posts/post-one' });
    expect(decideAddress(at('/no-such-page/'))).toEqual({ kind: 'page', status: 404 });
  });

  it('serves declared pages and answers 404 for paths no route serves', () => {
    expect(decideAddress(at('/about-us'))).toEqual({ kind: 'page', status: 200 });
    expect(decideAddress(at('/no-such-page'))).toEqual({ kind: 'page', status: 404 });
    expect(decideAddress(at('//no-such-page'))).toEqual({ kind: 'page', status: 404 });
  });

  it("names the API resource whose existence decides a record's page, its parameter encoded", () => {
    expect(decideAddress(at('/blog/post-one'))).toEqual({ kind: 'record', resource: '/api/blog-posts/post-one' });
    expect(decideAddress(at('/dog-food/999'))).toEqual({ kind: 'record', resource: '/api/dog-foods/999' });
    expect(decideAddress(at('/blog/a%2Fb'))).toEqual({ kind: 'record', resource: '/api/blog-posts/a%2Fb' });
  });
});

describe('recordPageStatus', () => {
  it("asks the API about a record's page and answers 404 when it has no such record", async () => {
    const asked: string[] = [];
    const onlyPostOne: ResourceExists = async (path, visitor) => {
      asked.push(path);
      expect(visitor).toBe(VISITOR);
      return path === '/api/blog-posts/post-one';
    };
    expect(await recordPageStatus('/api/blog-posts/post-one', VISITOR, onlyPostOne, undefined)).toBe(200);
    expect(await recordPageStatus('/api/blog-posts/missing', VISITOR, onlyPostOne, undefined)).toBe(404);
    expect(asked).toEqual(['/api/blog-posts/post-one', '/api/blog-posts/missing']);
  });

  it("takes what the page's render learned of the record without asking the API again", async () => {
    const resourceExists = jest.fn<ReturnType<ResourceExists>, Parameters<ResourceExists>>();
    expect(await recordPageStatus('/api/dog-foods/1', VISITOR, resourceExists, true)).toBe(200);
    expect(await recordPageStatus('/api/dog-foods/999', VISITOR, resourceExists, false)).toBe(404);
    expect(resourceExists).not.toHaveBeenCalled();
  });

  it('serves the page when the API cannot say, so an outage never turns into a 404', async () => {
    expect(await recordPageStatus('/api/blog-posts/post-one', VISITOR, async () => 'unknown', undefined)).toBe(200);
  });
});
