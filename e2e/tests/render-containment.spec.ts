import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { e2ePort } from '../support/e2e-ports';
import { serveRemoteCopy, startShell } from '../support/own-stack';
import { withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// When a remote's server code cannot be loaded, throws, or is too slow for the render budget, the
// shell still answers at once with the page frame, the browser renders that route itself, and every
// other route is rendered on the server as usual. Never a 5xx.

const TOOLS_PORT = e2ePort(13121);
const HOLDING_PROXY_PORT = e2ePort(13122);
const SHELL_PORT = e2ePort(18182);
const SITE = `http://localhost:${SHELL_PORT}`;
const TOOLS_HEADING = 'Interactive Nutrition Tools';
/** How long the shell may take to answer /tools: many times its render budget (RENDER_BUDGET_MS, 1 s by default). */
const ANSWER_WITHIN_MS = 20_000;

/** Makes the tools page throw whenever the server container renders it (the browser build is untouched). */
async function breakServerRender(folder: string): Promise<void> {
  const serverFolder = path.join(folder, 'server');
  const chunk = (await readdir(serverFolder)).find((file) => file.startsWith('__federation_expose_tools_page.'));
  if (!chunk) throw new Error('the tools server container has no tools page chunk');
  const file = path.join(serverFolder, chunk);
  const code = await readFile(file, 'utf8');
  expect(code).toContain('function ToolsPage() {');
  await writeFile(file, code.replace('function ToolsPage() {', "function ToolsPage() { throw new Error('tools page failed on the server');"));
  // The build's compressed copies would still be sent in its place.
  await Promise.all(['.br', '.gz'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
}

/**
 * A proxy to the tools remote that answers its manifests at once and holds its code back until
 * `release` is called, so the shell's render misses its budget however fast or slow this machine is.
 */
async function startHoldingProxy(): Promise<{ server: Server; heldRequests: () => number; release: () => void }> {
  let released = false;
  const held: (() => void)[] = [];
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = httpRequest({ host: '127.0.0.1', port: TOOLS_PORT, path: incoming.url, method: incoming.method }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      upstream.end();
    };
    if (released || incoming.url?.includes('mf-manifest.json')) forward();
    else held.push(forward);
  });
  await new Promise<void>((resolve) => server.listen(HOLDING_PROXY_PORT, '127.0.0.1', resolve));
  return {
    server,
    heldRequests: () => held.length,
    release: () => {
      released = true;
      for (const forward of held.splice(0)) forward();
    },
  };
}

type Fault = 'cannot be loaded' | 'throws while rendering' | 'misses the render budget';

const faults: Record<Fault, { serverManifest?: string; prepare?: (folder: string) => Promise<void> }> = {
  'cannot be loaded': { serverManifest: `http://127.0.0.1:${e2ePort(13998)}/server/mf-manifest.json` },
  'throws while rendering': { prepare: breakServerRender },
  'misses the render budget': { serverManifest: `http://127.0.0.1:${HOLDING_PROXY_PORT}/server/mf-manifest.json` },
};

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => withConsentDecided(page, true));

for (const [fault, setup] of Object.entries(faults) as [Fault, (typeof faults)[Fault]][]) {
  test(`when the tools remote's server code ${fault}, /tools is rendered in the browser and other routes on the server`, async ({
    page,
    request,
  }) => {
    const tools = await serveRemoteCopy('tools', TOOLS_PORT);
    let shell: ProcessHandle | undefined;
    let proxy: Awaited<ReturnType<typeof startHoldingProxy>> | undefined;
    try {
      await setup.prepare?.(tools.folder);
      if (fault === 'misses the render budget') proxy = await startHoldingProxy();
      shell = await startShell(SHELL_PORT, { tools: TOOLS_PORT }, {
        env: setup.serverManifest ? { MFE_TOOLS_SERVER_URL: setup.serverManifest } : {},
      });

      // Without a render budget the shell would wait for the held code forever; with its one-second
      // default it answers long before this generous bound, however slow the machine.
      const response = await request.get(`${SITE}/tools`, { timeout: ANSWER_WITHIN_MS });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('aria-label="Loading page"');
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      expect(html).not.toContain(`>${TOOLS_HEADING}<`);
      // The shell asked for the remote's code and answered while that code was still held back:
      // the render budget, not the remote, decided when the page was sent.
      if (proxy) expect(proxy.heldRequests()).toBeGreaterThan(0);

      // Another remote's route on the same shell is server-rendered as usual.
      const privacy = await (await request.get(`${SITE}/privacy`)).text();
      expect(privacy).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);

      // In the browser, the tools page is there and works.
      await page.goto(`${SITE}/tools`);
      await expect(page.getByRole('heading', { level: 1, name: TOOLS_HEADING })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('tab', { name: 'Food Calculator' })).toBeVisible();
    } finally {
      proxy?.release();
      await shell?.stop();
      await tools.server.stop();
      if (proxy) await new Promise((resolve) => proxy?.server.close(resolve));
      await rm(tools.folder, { recursive: true, force: true });
    }
  });
}
