import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAIL_SIGNING_SECRET, E2E_PORTS, e2ePort } from './support/e2e-ports';

const repositoryRoot = path.resolve(__dirname, '..');

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  outputDir: path.join(repositoryRoot, '.cache/test-results/playwright-artifacts'),
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The same launcher as `npm start`, on the suite's own ports and embedded database.
    command: 'node scripts/start.mjs --no-build',
    cwd: repositoryRoot,
    url: `${E2E_BASE_URL}/healthz`,
    // The shell answers /healthz while the API is still migrating and importing: the suite starts
    // only once the launcher says that every process of the site is ready.
    wait: { stdout: /The site is running at / },
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      API_PORT: String(E2E_PORTS.api),
      SHELL_PORT: String(E2E_PORTS.shell),
      CONTENT_PORT: String(E2E_PORTS.content),
      SELECTOR_PORT: String(E2E_PORTS.selector),
      TOOLS_PORT: String(E2E_PORTS.tools),
      // The site's mail goes to the suite's own local mailbox, whatever the developer's SMTP_URL.
      SMTP_URL: '',
      SITE_ORIGIN: '',
      MAIL_SIGNING_SECRET: E2E_MAIL_SIGNING_SECRET,
      MAIL_SMTP_PORT: String(E2E_PORTS.mailSmtp),
      MAIL_WEB_PORT: String(E2E_PORTS.mailWeb),
      EMBEDDED_PG_PORT: String(e2ePort(15433)),
      EMBEDDED_PG_DIR: path.join(repositoryRoot, 'services/.data/pg-e2e'),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      RATE_LIMIT_MAX: '10000',
    },
  },
});
