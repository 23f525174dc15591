import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { e2ePort } from '../support/e2e-ports';
import { type RemoteKey, serveRemoteCopy, startShell } from '../support/own-stack';
import { waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// A remote that goes down takes only its own routes with it: they show the shell's fallback inside
// the normal header and footer, and every other route keeps working.

const SHELL_PORT = e2ePort(18181);
const STOPPED_REMOTE_PORT = e2ePort(13111);

type RemoteRoute = { path: string; heading: string };

const remoteRoutes: Partial<Record<Exclude<RemoteKey, 'content'>, RemoteRoute>> = {
  selector: { path: '/food-selector', heading: 'Find the Best Dog Food for a Sensitive Stomach' },
  tools: { path: '/tools', heading: 'Interactive Nutrition Tools' },
};

async function expectFallbackInFrame(page: Page): Promise<void> {
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));
test.describe.configure({ timeout: 120_000 });

for (const [remote, route] of Object.entries(remoteRoutes) as [Exclude<RemoteKey, 'content'>, RemoteRoute][]) {
  test(`with the ${remote} remote stopped, ${route.path} shows the fallback and every other route works`, async ({ page }) => {
    const copy = await serveRemoteCopy(remote, STOPPED_REMOTE_PORT);
    const shell = await startShell(SHELL_PORT, { [remote]: STOPPED_REMOTE_PORT });
    try {
      const site = `http://localhost:${SHELL_PORT}`;
      await page.goto(`${site}${route.path}`);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();

      await copy.server.stop();
      await page.goto(`${site}${route.path}`);
      await expectFallbackInFrame(page);

      await page.goto(`${site}/privacy`);
      await waitForContentPage(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

      for (const [other, otherRoute] of Object.entries(remoteRoutes)) {
        if (other === remote) continue;
        await page.goto(`${site}${otherRoute.path}`);
        await expect(page.getByRole('heading', { level: 1, name: otherRoute.heading })).toBeVisible();
      }

      const response = await page.goto(`${site}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    } finally {
      await Promise.all([copy.server.stop(), shell.stop()]);
      await rm(copy.folder, { recursive: true, force: true });
    }
  });
}
