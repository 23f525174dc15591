import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2ePort } from '../support/e2e-ports';
import { redeployAsNewBuild, serveRemoteCopy, startShell } from '../support/own-stack';
import { contentRemotePage, remoteUnavailablePanel, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// A visitor whose page was loaded before a remote was redeployed still has the old remote's entry
// in memory: its next page of that remote names chunks the new release no longer has. The
// visitor gets that page all the same, through a full page load of the address they asked for.

const SHELL_PORT = e2ePort(18880);
const CONTENT_PORT = e2ePort(13880);
const SITE = `http://localhost:${SHELL_PORT}`;
const CONTENT_ORIGIN = `http://localhost:${CONTENT_PORT}`;

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => withConsentDecided(page, true));

/** The full page loads of `path` the tab makes from now on. */
function documentLoadsOf(page: Page, path: string): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === path) loads.push(request.url());
  });
  return loads;
}

/** The scripts the remote served from `folder` lists for one of its pages (its manifest's sync
 * assets of `exposed`), as paths on its server. */
async function scriptsOfPage(folder: string, exposed: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const scripts = manifest.exposes.find((candidate) => candidate.path === exposed)?.assets.js.sync ?? [];
  if (scripts.length === 0) throw new Error(`the manifest lists no scripts for ${exposed}`);
  return scripts.map((script) => `/${script}`);
}

/** Opens the privacy page and waits for its scripts: the navigation each test makes next is theirs
 * (a client-side one, which a page whose scripts have not run yet never makes). */
async function openPrivacyPageWithItsScripts(page: Page): Promise<void> {
  await page.goto(`${SITE}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await waitForHydration(page);
}

const termsLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });

test('after the content remote is redeployed, a page loaded before it opens its next content page through a full page load', async ({ page }) => {
  const content = await serveRemoteCopy('content', CONTENT_PORT);
  // One process that looks at the remote's manifests every second: the redeploy below is complete,
  // server included, within a second or two.
  const shell = await startShell(SHELL_PORT, { content: CONTENT_PORT }, { env: { SHELL_WORKERS: '1', REMOTE_POLL_INTERVAL_MS: '1000' } });
  try {
    await openPrivacyPageWithItsScripts(page);
    const contentPage = contentRemotePage(page);
    const firstBuild = await contentPage.getAttribute('data-build');
    if (!firstBuild) throw new Error('the privacy page names no build of the content remote');
    const goneFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(CONTENT_ORIGIN) && response.status() === 404) goneFiles.push(response.url());
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(CONTENT_ORIGIN)) goneFiles.push(request.url());
    });
    const termsLoads = documentLoadsOf(page, '/terms');
    const contentScripts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(CONTENT_ORIGIN)) contentScripts.push(new URL(request.url()).pathname);
    });

    await redeployAsNewBuild(content.folder, { from: firstBuild, to: 'redeployed-build' });
    // The deploy is done once the shell's server renders the remote's pages from the new build.
    await expect
      .poll(async () => (await page.request.get(`${SITE}/about-us`)).text(), { timeout: 15_000 })
      .toMatch(/data-build="redeployed-build"/);
    await termsLink(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/terms`);
    await expect(remoteUnavailablePanel(page)).toHaveCount(0);
    await expect(contentPage).toHaveAttribute('data-build', 'redeployed-build');
    // The page really met the redeploy (it asked for a chunk the new release does not have); it
    // runs the new release whole, not its page beside the old release's chunks it already held
    // (which registering the remote again in place gives), through one fresh load of the address.
    expect(goneFiles.length).toBeGreaterThan(0);
    expect(contentScripts).toEqual(expect.arrayContaining(await scriptsOfPage(content.folder, './terms-page')));
    expect(termsLoads).toHaveLength(1);
    // The fresh page runs the new release: its next page of the remote opens in place.
    await waitForHydration(page);
    const cookiesLoads = documentLoadsOf(page, '/cookies');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    expect(cookiesLoads).toEqual([]);
  } finally {
    await Promise.all([content.server.stop(), shell.stop()]);
    await rm(content.folder, { recursive: true, force: true });
  }
});

test('when the remote cannot be loaded even by a full page load, the visitor gets the unavailable panel after one reload, not a loop', async ({ page }) => {
  const content = await serveRemoteCopy('content', CONTENT_PORT);
  const shell = await startShell(SHELL_PORT, { content: CONTENT_PORT });
  try {
    await openPrivacyPageWithItsScripts(page);
    const termsLoads = documentLoadsOf(page, '/terms');

    await content.server.stop();
    await termsLink(page).click();

    await expect(remoteUnavailablePanel(page).getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(`${SITE}/terms`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(termsLoads).toHaveLength(1);
  } finally {
    await Promise.all([content.server.stop(), shell.stop()]);
    await rm(content.folder, { recursive: true, force: true });
  }
});
