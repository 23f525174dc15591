/** @jest-environment node */
import { decidePage, type ResourceExists } from './page-decision';

const at = (path: string) => new URL(path, 'http://shell.test');
const VISITOR = '203.0.113.7';

describe('decidePage', () => {
  const everythingExists: ResourceExists = async () => true;

  it('redirects /faq permanently to the FAQ page and keeps the query', async () => {
    expect(await decidePage(at('/faq?from=home'), VISITOR, everythingExists)).toEqual({
      kind: 'redirect',
      location: '/sensitive-stomach-faq?from=home',
    });
  });

  it('serves declared pages and answers 404 for paths no route serves', async () => {
    expect(await decidePage(at('/about-us'), VISITOR, everythingExists)).toEqual({ kind: 'page', status: 200 });
    expect(await decidePage(at('/no-such-page'), VISITOR, everythingExists)).toEqual({ kind: 'page', status: 404 });
  });

  it("asks the API about a record's page and answers 404 when it has no such record", async () => {
    const asked: string[] = [];
    const onlyPostOne: ResourceExists = async (path, visitor) => {
      asked.push(path);
      expect(visitor).toBe(VISITOR);
      return path === '/api/blog-posts/post-one';
    };
    expect(await decidePage(at('/blog/post-one'), VISITOR, onlyPostOne)).toEqual({ kind: 'page', status: 200 });
    expect(await decidePage(at('/blog/missing'), VISITOR, onlyPostOne)).toEqual({ kind: 'page', status: 404 });
    expect(await decidePage(at('/dog-food/999'), VISITOR, onlyPostOne)).toEqual({ kind: 'page', status: 404 });
    expect(asked).toEqual(['/api/blog-posts/post-one', '/api/blog-posts/missing', '/api/dog-foods/999']);
  });

  it('encodes the parameter it sends to the API', async () => {
    const asked: string[] = [];
    await decidePage(at('/blog/a%2Fb'), VISITOR, async (path) => {
      asked.push(path);
      return true;
    });
    expect(asked).toEqual(['/api/blog-posts/a%2Fb']);
  });

  it('serves the page when the API cannot say, so an outage never turns into a 404', async () => {
    expect(await decidePage(at('/blog/post-one'), VISITOR, async () => 'unknown')).toEqual({ kind: 'page', status: 200 });
  });
});
