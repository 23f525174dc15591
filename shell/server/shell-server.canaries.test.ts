/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenOnEphemeralPort, type RawResponse, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, RenderPageInput } from './page-renderer-contract';
import { readRemoteCanaries } from './remote-canaries';
import { buildShellServer } from './shell-server';
import type { VariantRenderer } from './worker-renderer';

const PAGE_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const VERSION_GROUP = 'gentlebowl-version-group';

/** One build of mfe-tools as its server serves it: a browser manifest whose tools page needs
 * `pageScript`, and a server manifest that names the build. */
async function startToolsBuild(build: string): Promise<{ origin: string; server: Server }> {
  const files: Record<string, string> = {
    '/mf-manifest.json': JSON.stringify({
      metaData: { name: 'mfe_tools', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './tools-page', assets: { js: { sync: [`${build}-tools-page.js`] }, css: { sync: [] } } }],
    }),
    '/server/mf-manifest.json': JSON.stringify({ build }),
  };
  const server = createHttpServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A renderer that renders the build it was given for each page: the build's name comes from the
 * server manifest it was last told to use, and the page hands over the browser manifests it was given. */
function fakeRenderer(builds: Record<string, string>) {
  let serverManifest = '';
  const rendered: RenderPageInput[] = [];
  const renderer: PageRenderer = {
    useRemotes: (manifests) => {
      serverManifest = manifests.mfe_tools ?? '';
    },
    render: async (input) => {
      rendered.push(input);
      const build = Object.entries(builds).find(([origin]) => serverManifest.startsWith(origin))?.[1] ?? 'no build';
      return {
        head: '',
        body: `<h1>${build} tools</h1>`,
        handoffScript: `<script type="application/json" id="handoff">${JSON.stringify(input.remotes)}</script>`,
        complete: true,
        renders: 1,
      };
    },
    submit: async () => ({ kind: 'no-action' }),
  };
  return { renderer, rendered, serverManifest: () => serverManifest };
}

const h1 = (response: RawResponse) => /<h1>([^<]*)<\/h1>/.exec(response.body.toString())?.[1];
const setCookies = (response: RawResponse) => [response.headers['set-cookie'] ?? []].flat();
/** The versions a page's Server-Timing names (its render's timing left out). */
const versionsOf = (response: RawResponse) => String(response.headers['server-timing']).match(/remote;desc="[^"]*"/g)?.join(', ');
const groupCookie = (response: RawResponse) => setCookies(response).find((cookie) => cookie.startsWith(`${VERSION_GROUP}=`));

describe('the shell server with a canary of mfe-tools', () => {
  let root: string;
  let canaryFile: string;
  let stable: Awaited<ReturnType<typeof startToolsBuild>>;
  let canary: Awaited<ReturnType<typeof startToolsBuild>>;
  let app: FastifyInstance;
  let base: string;
  let stableRendering: ReturnType<typeof fakeRenderer>;
  let canaryRendering: ReturnType<typeof fakeRenderer>;
  const variantRenderers: (VariantRenderer & { closed: boolean })[] = [];
  const logLines: Record<string, unknown>[] = [];

  const writeCanaries = (share: number) =>
    writeFile(canaryFile, JSON.stringify({ mfe_tools: { version: '2026-12-07b', url: `${canary.origin}/mf-manifest.json`, share } }));
  const open = (url: string, cookie?: string) => rawRequest(`${base}${url}`, { headers: cookie ? { cookie } : {} });
  /** Waits for the outcome a new share brings (the next poll), at most a few seconds. */
  async function untilServed(cookie: string, version: string): Promise<RawResponse> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await open('/tools', cookie);
      if (String(response.headers['server-timing']).includes(version) || Date.now() > deadline) return response;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shell-canaries-'));
    await writeFile(path.join(root, 'index.html'), PAGE_HTML);
    canaryFile = path.join(root, 'canaries.json');
    stable = await startToolsBuild('stable');
    canary = await startToolsBuild('canary');
    await writeCanaries(50);
    const builds = { [stable.origin]: 'stable', [canary.origin]: 'canary' };
    stableRendering = fakeRenderer(builds);
    canaryRendering = fakeRenderer(builds);
    app = await buildShellServer({
      root,
      apiUrl: new URL('http://127.0.0.1:9'),
      apiTimeoutMs: 1_000,
      trustedProxies: [],
      registry: {
        remotes: { mfe_tools: `${stable.origin}/mf-manifest.json` },
        serverRemotes: { mfe_tools: `${stable.origin}/server/mf-manifest.json` },
        site: {},
      },
      siteOrigin: 'https://www.gentlebowl.example',
      createRenderer: async () => stableRendering.renderer,
      createVariantRenderer: () => {
        const variantRenderer = {
          ...canaryRendering.renderer,
          closed: false,
          close: async () => {
            variantRenderer.closed = true;
          },
        };
        variantRenderers.push(variantRenderer);
        return variantRenderer;
      },
      canaries: { file: canaryFile, initial: await readRemoteCanaries(canaryFile) },
      remotePollIntervalMs: 50,
      logDestination: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    base = await listenOnEphemeralPort(app);
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([stable, canary].map(({ server }) => new Promise((resolve) => server.close(resolve))));
    await rm(root, { recursive: true, force: true });
  });

  it("gives a fresh visitor a random group once, in a long-lived first-party cookie the page's scripts cannot read, and keeps it", async () => {
    const first = await open('/tools');
    const cookie = groupCookie(first);
    expect(cookie?.split('; ')).toEqual([expect.stringMatching(/^gentlebowl-version-group=\d{1,2}$/), 'Max-Age=31536000', 'Path=/', 'HttpOnly', 'SameSite=Lax']);
    // The page that sets it is this visitor's: no shared cache may hand their group to another.
    expect(first.headers['cache-control']).toBe('private, no-store');
    const next = await open('/tools', cookie?.split(';')[0]);
    expect(groupCookie(next)).toBeUndefined();
    expect(h1(next)).toBe(h1(first));
    expect(versionsOf(next)).toBe(versionsOf(first));
  });

  it('at 50%, splits fresh visitors between the versions, and each stays on their own, page after page', async () => {
    const visitors = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const first = await open('/tools');
        const cookie = groupCookie(first)?.split(';')[0] ?? '';
        const again = [await open('/tools', cookie), await open('/tools?tab=transition-guide', cookie)];
        return { group: Number(cookie.split('=')[1]), pages: [first, ...again].map(h1) };
      }),
    );
    for (const { group, pages } of visitors) expect(pages).toEqual(Array(3).fill(group < 50 ? 'canary tools' : 'stable tools'));
    const canaryVisitors = visitors.filter(({ pages }) => pages[0] === 'canary tools').length;
    expect(canaryVisitors).toBeGreaterThan(0);
    expect(canaryVisitors).toBeLessThan(visitors.length);
  });

  it("renders a canary visitor's page with the canary's server code, and hands their browser the canary's manifest, scripts and origin", async () => {
    const page = await open('/tools', `${VERSION_GROUP}=10`);
    expect(h1(page)).toBe('canary tools');
    expect(canaryRendering.serverManifest()).toMatch(new RegExp(`^${canary.origin}/server/mf-manifest\\.json\\?v=`));
    const html = page.body.toString();
    expect(html).toContain(`<script type="application/json" id="handoff">{"mfe_tools":"${canary.origin}/mf-manifest.json"}</script>`);
    expect(html).toContain(`href="${canary.origin}/canary-tools-page.js"`);
    expect(html).not.toContain(stable.origin);
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${canary.origin}`);
    expect(page.headers['server-timing']).toMatch(/^remote;desc="mfe_tools@2026-12-07b"/);

    const stablePage = await open('/tools', `${VERSION_GROUP}=80`);
    expect(h1(stablePage)).toBe('stable tools');
    expect(stableRendering.serverManifest()).toMatch(new RegExp(`^${stable.origin}/server/mf-manifest\\.json\\?v=`));
    expect(stablePage.body.toString()).toContain(`href="${stable.origin}/stable-tools-page.js"`);
    expect(stablePage.headers['content-security-policy']).toContain(`script-src 'self' ${stable.origin}`);
    expect(stablePage.headers['server-timing']).toMatch(/^remote;desc="mfe_tools@stable"/);
  });

  it('names the versions that served each page in its log line', async () => {
    await open('/tools?weight=12', `${VERSION_GROUP}=10`);
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'page served', path: '/tools', status: 200, versions: ['mfe_tools@2026-12-07b'] }),
    );
  });

  it("keeps each version's pages apart in the page cache", async () => {
    const address = '/tools?tab=food-calculator';
    const renders = () => stableRendering.rendered.length + canaryRendering.rendered.length;
    const before = renders();
    expect(h1(await open(address, `${VERSION_GROUP}=10`))).toBe('canary tools');
    expect(h1(await open(address, `${VERSION_GROUP}=80`))).toBe('stable tools');
    expect(renders()).toBe(before + 2);
    expect(h1(await open(address, `${VERSION_GROUP}=11`))).toBe('canary tools');
    expect(h1(await open(address, `${VERSION_GROUP}=81`))).toBe('stable tools');
    expect(renders()).toBe(before + 2);
  });

  it("answers /registry.json with the visitor's own versions, never from a shared cache", async () => {
    const canaryRegistry = await open('/registry.json', `${VERSION_GROUP}=10`);
    expect(JSON.parse(canaryRegistry.body.toString()).remotes).toEqual({ mfe_tools: `${canary.origin}/mf-manifest.json` });
    expect(canaryRegistry.headers).toMatchObject({ 'cache-control': 'private, no-cache', vary: 'Cookie' });
    expect(JSON.parse((await open('/registry.json', `${VERSION_GROUP}=80`)).body.toString()).remotes).toEqual({
      mfe_tools: `${stable.origin}/mf-manifest.json`,
    });
  });

  it('takes a new share from the file on the next poll, without a restart: 0 rolls everyone back, and nobody is reassigned', async () => {
    await writeCanaries(0);
    const rolledBack = await untilServed(`${VERSION_GROUP}=10`, 'mfe_tools@stable');
    expect(h1(rolledBack)).toBe('stable tools');
    expect(groupCookie(rolledBack)).toBeUndefined();
    // The canary's renderer is shut down once no group is served by it.
    expect(variantRenderers.every(({ closed }) => closed)).toBe(true);
    for (let group = 0; group < 100; group += 11) expect(h1(await open('/tools', `${VERSION_GROUP}=${group}`))).toBe('stable tools');

    await writeCanaries(50);
    const again = await untilServed(`${VERSION_GROUP}=10`, 'mfe_tools@2026-12-07b');
    expect(h1(again)).toBe('canary tools');
    expect(h1(await open('/tools', `${VERSION_GROUP}=80`))).toBe('stable tools');
  });
});
