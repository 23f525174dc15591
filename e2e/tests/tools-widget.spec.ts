import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_PORTS } from '../support/e2e-ports';
import { repositoryRoot, serveFolder } from '../support/own-stack';

// The transition calculator widget that mfe-tools exposes, rendered inside another app's page
// (e2e/widget-host, standing in for the guide page until it exists), loaded through the
// federation runtime from the tools remote the suite serves.

const HOST_PORT = 13110;
let hostFolder = '';
let host: ProcessHandle | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  hostFolder = await mkdtemp(path.join(tmpdir(), 'e2e-widget-host-'));
  const { runCommand } = await import('../../scripts/lib/run-command.mjs');
  await runCommand('widget host build', 'npx', ['webpack', '--config', 'e2e/widget-host/webpack.config.mjs', '--mode', 'production'], {
    cwd: repositoryRoot,
    env: { FRONTEND_OUT_DIR: hostFolder },
  });
  const registry = { mfe_tools: `http://localhost:${E2E_PORTS.tools}/mf-manifest.json` };
  await writeFile(path.join(hostFolder, 'registry.json'), JSON.stringify(registry));
  host = await serveFolder('widget-host', HOST_PORT, hostFolder);
});

test.afterAll(async () => {
  await host?.stop();
  await rm(hostFolder, { recursive: true, force: true });
});

test('the widget renders inside the host page and creates a plan with its toast', async ({ page }) => {
  await page.goto(`http://localhost:${HOST_PORT}/`);
  const section = page.getByRole('region', { name: 'Transition schedule' });
  const widget = section.locator('[data-remote="mfe-tools"]');
  await expect(widget).toBeVisible();

  await widget.getByRole('combobox', { name: 'Current food type' }).selectOption('dry');
  await widget.getByRole('combobox', { name: 'New food type' }).selectOption('wet');
  await widget.getByRole('spinbutton', { name: 'Cups per day' }).fill('2');
  await widget.getByRole('combobox', { name: 'Transition period' }).selectOption('7');
  await widget.getByRole('button', { name: 'Create Transition Plan' }).click();

  const plan = widget.getByRole('region', { name: 'Your 7-day transition plan' });
  await expect(plan.getByRole('row')).toHaveCount(8);
  await expect(plan.getByRole('row').nth(1).locator('th, td')).toHaveText(['Day 1', '75% / 25%', '1.5 cups', '1/2 cup']);
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('status');
  await expect(toast).toContainText('Transition Plan Created');

  // The widget's heading sits below the host's h2, so the page outline stays intact.
  await expect(widget.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
