/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageActionArgs, RemotePageModule } from '@gentlebowl/platform';
import { baseApi, loadQuery, pageNotFound, usePageActionData } from '@gentlebowl/platform';
import { routeById } from '@gentlebowl/routes';
import type { SubmitPageInput } from '../../server/page-renderer-contract';
import { loadRemotePage } from '../features/remotes/federation';
import { createPageRenderer } from './page-renderer';

jest.mock('../features/remotes/federation', () => ({
  loadRemotePage: jest.fn(),
  registerRegistryRemotes: jest.fn(),
}));

const loadRemotePageMock = jest.mocked(loadRemotePage);
const log = jest.fn();
const renderer = createPageRenderer({ apiOrigin: 'http://api.example', budgetMs: 5_000, log });

function ContactPage() {
  const refused = usePageActionData<{ typed: string; message: string }>();
  return (
    <form method="post" action="/contact">
      <input name="name" defaultValue={refused?.typed ?? ''} />
      {refused ? <p role="alert">{refused.message}</p> : null}
    </form>
  );
}

const submission = (form: string): SubmitPageInput => ({
  url: '/contact',
  form,
  visitorAddress: '203.0.113.7',
  site: {},
  remotes: { mfe_content: 'http://content.example/mf-manifest.json' },
});

describe("the renderer's page actions", () => {
  afterEach(() => loadRemotePageMock.mockReset());

  it("runs the page's action on the sent form and sends the browser to the page with its success marker", async () => {
    const action = jest.fn(async ({ form }: PageActionArgs) => {
      expect(form.get('name')).toBe('Dana');
      return { outcome: 'sent' as const, query: { sent: '1' } };
    });
    loadRemotePageMock.mockResolvedValue({ default: ContactPage, action });

    await expect(renderer.submit(submission('name=Dana'))).resolves.toEqual({ kind: 'sent', location: '/contact?sent=1' });
    expect(loadRemotePageMock).toHaveBeenCalledWith(routeById('contact'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('renders the page again for a refused form, with what was typed, its message and its status, never cached', async () => {
    const module: RemotePageModule = {
      default: ContactPage,
      action: async ({ form }) => ({
        outcome: 'refused',
        status: 429,
        retryAfterSeconds: 3600,
        data: { typed: form.get('name'), message: 'Please try again in about an hour.' },
      }),
    };
    loadRemotePageMock.mockResolvedValue(module);

    const answer = await renderer.submit(submission('name=Dana+%3Cb%3E'));
    expect(answer).toMatchObject({ kind: 'refused', status: 429, retryAfterSeconds: 3600, page: { complete: false } });
    const { page } = answer as Extract<typeof answer, { kind: 'refused' }>;
    expect(page.body).toContain('value="Dana &lt;b&gt;"');
    expect(page.body).toContain('<p role="alert">Please try again in about an hour.</p>');
    // The browser takes the same data over, so its first render matches the server's.
    expect(page.handoffScript).toContain('"actionData":{"routeId":"contact","data":{"typed":"Dana \\u003cb\\u003e"');
  });

  it('has nothing to run for a page without an action, an unknown address, or page code that did not load', async () => {
    loadRemotePageMock.mockResolvedValue({ default: ContactPage });
    await expect(renderer.submit(submission('name=Dana'))).resolves.toEqual({ kind: 'no-action' });
    await expect(renderer.submit({ ...submission('name=Dana'), url: '/no-such-page' })).resolves.toEqual({ kind: 'no-action' });

    loadRemotePageMock.mockRejectedValue(new Error('the remote is down'));
    await expect(renderer.submit(submission('name=Dana'))).resolves.toEqual({ kind: 'unavailable' });
  });
});

/** A product page's data, as the selector's loader asks for it. */
const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ testProduct: build.query<{ id: string }, string>({ query: (id) => `/api/dog-foods/${id}` }) }),
});

describe("the renderer's pages", () => {
  /** A real HTTP server standing in for the API: it has dog food 1 and nothing else. */
  let api: Server;
  let apiRenderer: ReturnType<typeof createPageRenderer>;
  beforeAll(async () => {
    api = createServer((request, response) => {
      const found = request.url === '/api/dog-foods/1';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(found ? '{"id":"1"}' : '{"message":"Not found"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiRenderer = createPageRenderer({ apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, budgetMs: 5_000, log });
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });
  afterEach(() => loadRemotePageMock.mockReset());

  it("says whether the API has the record a page's address names, as the page's loader learned it", async () => {
    loadRemotePageMock.mockResolvedValue({
      default: () => <h1>A food</h1>,
      loader: ({ params, store }) => loadQuery(store, productApi.endpoints.testProduct, params.id ?? ''),
    });
    const page = (url: string) => apiRenderer.render({ url, visitorAddress: '203.0.113.7', site: {}, remotes: {} });

    expect((await page('/dog-food/1')).found).toBe(true);
    expect((await page('/dog-food/999')).found).toBe(false);
    // A page that names no record, or whose loader did not ask for it, says nothing.
    expect((await page('/privacy')).found).toBeUndefined();
    loadRemotePageMock.mockResolvedValue({ default: () => <h1>A food</h1> });
    expect((await page('/dog-food/1')).found).toBeUndefined();
  });

  it('says that what the address names does not exist when the page\'s loader answers that it is not found', async () => {
    loadRemotePageMock.mockResolvedValue({
      default: () => <h1>No such list</h1>,
      loader: async ({ searchParams }) => (searchParams.get('page') === '99' ? pageNotFound : undefined),
    });
    const page = (url: string) => renderer.render({ url, visitorAddress: '203.0.113.7', site: {}, remotes: {} });

    const missing = await page('/dog-foods?page=99');
    expect(missing.found).toBe(false);
    // Still the page, rendered in full, with its own message.
    expect(missing.body).toContain('<h1>No such list</h1>');
    expect((await page('/dog-foods?page=2')).found).toBeUndefined();
  });
});
