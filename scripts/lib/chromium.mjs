// The machine's Chromium (CHROME_PATH, or Debian's /usr/bin/chromium) driven by the e2e workspace's
// Playwright, for the scripts that look at pages in a real browser; no browser is ever downloaded.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repositoryRoot } from './paths.mjs';

const { chromium } = createRequire(path.join(repositoryRoot, 'e2e/package.json'))('@playwright/test');

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** A headless Chromium; `close()` ends it. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}
