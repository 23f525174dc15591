import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { e2ePort } from '../support/e2e-ports';
import { answerTheWizard } from '../support/food-selector';
import { allStarted, type OwnApi, restartRemoteServer, serveRemoteCopy, startOwnApi, startShell } from '../support/own-stack';
import { listenerOf, signalTree } from '../support/processes';
import { notifications, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// Faults on a composed site of the suite's own (its API on its own embedded PostgreSQL, its own
// copy of the selector remote, its own shell): the database paused, the API killed, a remote
// killed. Each time the browser shows the spec's error state within seconds, nothing hangs, and
// after the fault is repaired everything works again without restarting anything else.

const API_PORT = e2ePort(13500);
const POSTGRES_PORT = e2ePort(15733);
const SELECTOR_PORT = e2ePort(13512);
const SHELL_PORT = e2ePort(18580);
const SITE = `http://localhost:${SHELL_PORT}`;
/** The API's own port, where operators' health probes go (the site's /api does not forward them). */
const API = `http://localhost:${API_PORT}`;

let api: OwnApi | undefined;
let selector: { folder: string; server: ProcessHandle } | undefined;
let shell: ProcessHandle | undefined;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Each is kept as soon as it runs, so that afterAll stops it even when the other failed to start.
  await allStarted([
    startOwnApi(API_PORT, { postgresPort: POSTGRES_PORT, env: { CORS_ORIGINS: SITE } }).then((started) => {
      api = started;
    }),
    serveRemoteCopy('selector', SELECTOR_PORT).then((started) => {
      selector = started;
    }),
  ]);
  shell = await startShell(SHELL_PORT, { selector: SELECTOR_PORT }, { apiPort: API_PORT });
});

test.afterAll(async () => {
  const postgres = listenerOf(POSTGRES_PORT);
  if (postgres) signalTree(postgres, 'SIGCONT');
  await Promise.all([shell?.stop(), api?.server.stop(), selector?.server.stop()]);
  if (selector) await rm(selector.folder, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

const results = (page: Page) => page.getByRole('region', { name: /^Recommended foods for / });
const getRecommendations = (page: Page) => page.getByRole('button', { name: 'Get Recommendations' });

async function expectRecommendationErrorToast(page: Page): Promise<void> {
  const toast = notifications(page).getByRole('alert');
  await expect(toast).toContainText('Error', { timeout: 15_000 });
  await expect(toast).toContainText('Failed to generate recommendations. Please try again.');
  await expect(results(page)).toHaveCount(0);
  await expect(getRecommendations(page)).toBeEnabled();
}

/** A catalogue food; `index` picks one that no earlier test of this file has opened (its page is not cached). */
async function someFood(page: Page, index = 0): Promise<{ id: number; name: string }> {
  const response = await page.request.get(`${SITE}/api/dog-foods`);
  expect(response.ok()).toBe(true);
  const food = ((await response.json()) as { id: number; name: string }[])[index];
  if (!food) throw new Error(`the catalogue has no food number ${index + 1}`);
  return food;
}

test('with the database paused, a recommendation fails with the error toast, the catalogue still reads, and all works once it resumes', async ({
  page,
}) => {
  const food = await someFood(page);
  await answerTheWizard(page, SITE);
  const postgres = listenerOf(POSTGRES_PORT);
  expect(postgres, `PostgreSQL listening on ${POSTGRES_PORT}`).toBeDefined();
  signalTree(postgres as number, 'SIGSTOP');
  try {
    await getRecommendations(page).click();
    await expectRecommendationErrorToast(page);
    expect((await page.request.get(`${API}/api/health`, { timeout: 10_000 })).status()).toBe(503);

    // Reads come from the API's cache of the catalogue, so product pages keep working.
    await page.goto(`${SITE}/dog-food/${food.id}`);
    await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
  } finally {
    signalTree(postgres as number, 'SIGCONT');
  }

  await expect.poll(async () => (await page.request.get(`${API}/api/health`)).status(), { timeout: 20_000 }).toBe(200);
  // Once it resumes, the owner asks again and gets their results.
  await answerTheWizard(page, SITE);
  await getRecommendations(page).click();
  await expect(results(page)).toBeVisible({ timeout: 15_000 });
});

test('with the API killed, a product page shows its not-found view and the selector its error toast; after a restart both work', async ({
  page,
}) => {
  // A product whose page the shell has not rendered and cached before the outage.
  const food = await someFood(page, 1);
  api?.server.child.kill('SIGKILL');
  await api?.server.exited;

  // The shell cannot ask the API whether the product exists, so it serves the page (never a 404
  // to crawlers for an outage), and the page shows its not-found view.
  const response = await page.goto(`${SITE}/dog-food/${food.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect((await page.request.get(`${SITE}/api/dog-foods`)).status()).toBe(502);

  await answerTheWizard(page, SITE);
  await getRecommendations(page).click();
  await expectRecommendationErrorToast(page);

  await api?.restart();
  await getRecommendations(page).click();
  await expect(results(page)).toBeVisible({ timeout: 15_000 });
  await page.goto(`${SITE}/dog-food/${food.id}`);
  await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
});

test('with the selector remote killed, its pages show the unavailable panel and the rest works; "Try again" brings it back once it is up', async ({
  page,
}) => {
  if (!selector) throw new Error('the selector copy did not start');
  selector.server.child.kill('SIGKILL');
  await selector.server.exited;

  await page.goto(`${SITE}/food-selector`);
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.goto(`${SITE}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goBack();
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();

  selector.server = await restartRemoteServer('selector', SELECTOR_PORT, selector.folder);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: "Dog's name" })).toBeVisible();
  await answerTheWizard(page, SITE);
  await getRecommendations(page).click();
  await expect(results(page)).toBeVisible({ timeout: 15_000 });
});
