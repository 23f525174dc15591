import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORTS, e2ePort } from '../support/e2e-ports';
import { deploy, repositoryRoot, restartRemoteServer, serveRemoteCopy, startShell } from '../support/own-stack';
import { waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

/** The body `url` answers on a connection of its own (fetch would reuse one, and so one process). */
function textOverNewConnection(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

test('React, the router, the platform, emotion and the federation runtime exist once at run time, provided by the shell, and Redux only inside the platform', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/privacy');
  // About the scripts themselves: what they loaded, once they run.
  await waitForHydration(page);

  const { shared, copies } = await page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean; loading?: unknown };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__;
    const offered = new Set<string>();
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          offered.add(name);
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) loaded[name] = [...(loaded[name] ?? []), `${version} from ${info.from}`];
          }
        }
      }
    }
    return { shared: [...offered], copies: loaded };
  });

  // React Router is shared through @gentlebowl/router, and Redux through @gentlebowl/platform, the
  // only package that imports it: one platform is one store context (lint forbids importing
  // either library anywhere else).
  for (const name of ['react', 'react-dom', '@gentlebowl/router', '@gentlebowl/platform', '@emotion/react', '@emotion/styled']) {
    const unique = [...new Set(copies[name] ?? [])];
    expect(unique, `${name} copies: ${JSON.stringify(copies[name])}`).toHaveLength(1);
    expect(unique[0]).toMatch(/from shell$/);
  }
  expect(shared.filter((name) => /^(react-router|@reduxjs\/toolkit|react-redux)/.test(name)), 'libraries shared whole').toEqual([]);
  expect(errors.filter((text) => /Invalid hook call|more than one copy/i.test(text))).toEqual([]);

  // The content remote's entry runs on the shell's federation runtime instead of a copy of its own:
  // every federation instance on the page is built by one runtime.
  const federation = await page.evaluate(() => {
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }).__FEDERATION__.__INSTANCES__;
    return { names: instances.map((instance) => instance.name), runtimes: new Set(instances.map((instance) => instance.constructor)).size };
  });
  expect(federation.names).toEqual(expect.arrayContaining(['shell', 'mfe_content']));
  expect(federation.runtimes).toBe(1);
});

test("a remote's standalone page runs on its own, with the federation runtime it ships for that page", async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // The standalone page is an empty frame its scripts render, and its server has no page at /tools:
  // the tools page shows, and switches tabs in place, only when its scripts run.
  await page.goto(`http://localhost:${E2E_PORTS.tools}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeVisible();
  await page.getByRole('tab', { name: 'Transition Guide' }).click();
  await expect(page.getByRole('tab', { name: 'Transition Guide' })).toHaveAttribute('aria-selected', 'true');
  expect(failures).toEqual([]);
});

test.describe('independent deployment of the content remote', () => {
  test.describe.configure({ timeout: 300_000 });

  const SHELL_PORT = e2ePort(18180);
  const CONTENT_PORT = e2ePort(13101);

  test('a new build is seen on the next page load, and a stopped remote leaves the rest of the site working', async ({ page }) => {
    const content = await serveRemoteCopy('content', CONTENT_PORT);
    const shell = await startShell(SHELL_PORT, { content: CONTENT_PORT });
    const newBuild = await mkdtemp(path.join(tmpdir(), 'mfe-content-next-'));
    let contentServer = content.server;
    try {
      const site = `http://localhost:${SHELL_PORT}`;
      await page.goto(`${site}/privacy`);
      await waitForContentPage(page);
      const firstBuild = await page.locator('[data-remote="mfe-content"]').getAttribute('data-build');

      // Build the remote again (a different build id) and swap it in while the shell keeps running.
      const { runCommand } = await import('../../scripts/lib/run-command.mjs');
      await runCommand('mfe-content next build', 'npm', ['run', 'build', '--silent', '-w', 'mfe-content'], {
        cwd: repositoryRoot,
        env: { BUILD_ID: 'redeployed-build', FRONTEND_OUT_DIR: newBuild },
      });
      await deploy(newBuild, content.folder);

      // The running shell renders with the new server code within 30 seconds, in every one of its
      // processes (SHELL_WORKERS): each new connection goes to the next, so several in a row all
      // show the new build once they all switched...
      const rendersNewBuild = async () =>
        (await textOverNewConnection(`${site}/privacy`)).includes('data-build="redeployed-build"');
      await expect
        .poll(
          async () => {
            for (let request = 0; request < 4; request += 1) if (!(await rendersNewBuild())) return false;
            return true;
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBe(true);
      // ...and browsers run the new browser code.
      const manifest = JSON.parse(await readFile(path.join(newBuild, 'mf-manifest.json'), 'utf8')) as {
        exposes: { path: string; assets: { js: { sync: string[] } } }[];
      };
      const newChunks = manifest.exposes.find((exposed) => exposed.path === './privacy-page')?.assets.js.sync ?? [];
      expect(newChunks.length).toBeGreaterThan(0);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.reload();
      await waitForContentPage(page);
      await expect(page.locator('[data-remote="mfe-content"]')).toHaveAttribute('data-build', 'redeployed-build');
      expect(requested).toEqual(expect.arrayContaining(newChunks.map((chunk) => `/${chunk}`)));
      expect(firstBuild).not.toBe('redeployed-build');
      expect(shell.child.exitCode).toBeNull();

      // Now the content remote goes down.
      await contentServer.stop();
      await page.goto(`${site}/privacy`);
      const panel = page.getByTestId('remote-unavailable');
      await expect(panel.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.goto(`${site}/no-such-page`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

      // Routes owned by the other remotes are untouched by the content remote's outage.
      await page.goto(`${site}/tools`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('[data-remote="mfe-content"]')).toHaveCount(0);

      // It comes back: "Try again" loads it without a page reload.
      await page.goto(`${site}/terms`);
      await expect(panel).toBeVisible();
      contentServer = await restartRemoteServer('content', CONTENT_PORT, content.folder);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    } finally {
      await Promise.all([contentServer.stop(), shell.stop()]);
      await Promise.all([rm(content.folder, { recursive: true, force: true }), rm(newBuild, { recursive: true, force: true })]);
    }
  });
});
