/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigurationError } from '@gentlebowl/config';
import { expectRefused } from '@gentlebowl/config/testing';
import { defaultWorkerCount } from '@gentlebowl/serve';
import { registryFromEnvironment } from './remote-registry';
import { loadShellConfig } from './shell-config';

describe('loadShellConfig', () => {
  it("defaults to npm start's addresses: the API on loopback and each remote on its own port", () => {
    const config = loadShellConfig({});
    expect(config).toMatchObject({ port: 8080, apiTimeoutMs: 10_000, trustedProxies: [], logLevel: 'info' });
    expect(config.apiUrl.href).toBe('http://127.0.0.1:3000/');
    expect(config.registry.remotes).toEqual({
      mfe_content: 'http://localhost:3001/mf-manifest.json',
      mfe_selector: 'http://localhost:3002/mf-manifest.json',
      mfe_tools: 'http://localhost:3003/mf-manifest.json',
    });
  });

  it('renders within a second, reuses a page for 30 s and looks for redeployed remotes every 10 s by default', () => {
    expect(loadShellConfig({})).toMatchObject({ renderBudgetMs: 1_000, pageCacheTtlMs: 30_000, remotePollIntervalMs: 10_000 });
  });

  it('takes the render budget, page cache lifetime (0 turns the cache off) and poll interval from the environment', () => {
    expect(loadShellConfig({ RENDER_BUDGET_MS: '250', PAGE_CACHE_TTL_MS: '0', REMOTE_POLL_INTERVAL_MS: '1000' })).toMatchObject({
      renderBudgetMs: 250,
      pageCacheTtlMs: 0,
      remotePollIntervalMs: 1_000,
    });
  });

  it('serves from a process per core (at most four) by default, or from SHELL_WORKERS processes', () => {
    expect(loadShellConfig({}).workers).toBe(defaultWorkerCount());
    expect(loadShellConfig({ SHELL_WORKERS: '3' }).workers).toBe(3);
  });

  it("builds absolute URLs on SITE_ORIGIN, in development on the shell's local address, and never starts in production without it", () => {
    expect(loadShellConfig({ SITE_ORIGIN: 'https://www.example.com', NODE_ENV: 'production' })).toMatchObject({
      siteOrigin: 'https://www.example.com',
      registry: { site: { siteOrigin: 'https://www.example.com' } },
    });
    expect(loadShellConfig({ PORT: '8090' })).toMatchObject({
      siteOrigin: 'http://localhost:8090',
      registry: { site: { siteOrigin: 'http://localhost:8090' } },
    });
    const production = () => loadShellConfig({ NODE_ENV: 'production' });
    expect(production).toThrow(ConfigurationError);
    expect(production).toThrow(/^invalid configuration: SITE_ORIGIN is required when NODE_ENV=production/);
  });

  it('leaves out a remote whose URL is empty (not deployed) and site settings that are empty', () => {
    const { registry } = loadShellConfig({ MFE_TOOLS_URL: '', BRAND_NAME: '', SITE_ORIGIN: 'https://www.example.com/' });
    expect(registry.remotes).not.toHaveProperty('mfe_tools');
    expect(registry.site).toEqual({ siteOrigin: 'https://www.example.com' });
  });

  it.each([
    ['MFE_CONTENT_URL', 'ftp://cdn.example.com/mf-manifest.json'],
    ['MFE_SELECTOR_URL', 'localhost:3002/mf-manifest.json'],
    ['API_URL', 'services:3000'],
    ['API_TIMEOUT_MS', '0'],
    ['RENDER_BUDGET_MS', '0'],
    ['RENDER_BUDGET_MS', '1s'],
    ['PAGE_CACHE_TTL_MS', '-1'],
    ['PAGE_CACHE_TTL_MS', '2.5'],
    ['REMOTE_POLL_INTERVAL_MS', '999'],
    ['SHELL_WORKERS', '0'],
    ['SHELL_WORKERS', 'two'],
    ['PORT', '100000'],
    ['SHELL_TRUSTED_PROXIES', '10.0.0.0/8, the load balancer'],
    ['SITE_ORIGIN', 'https://www.example.com/blog'],
    ['CONTACT_EMAIL', 'hello at gentlebowl.com'],
    ['AFFILIATE_PARTNER_CODE', 'gentle bowl'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%s in one line naming it', (variable, value) => {
    expectRefused(() => loadShellConfig({ [variable]: value }), variable);
  });

  it("validates the dev server's registry the same way", () => {
    expect(() => registryFromEnvironment({ MFE_TOOLS_URL: 'file:///tmp/mf-manifest.json' })).toThrow(/MFE_TOOLS_URL must be an http/);
  });
});

describe('REMOTE_CANARIES_FILE', () => {
  let folder: string;
  let file: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'shell-config-'));
    file = path.join(folder, 'canaries.json');
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('names no canary when unset', () => {
    expect(loadShellConfig({}).canaries).toBeUndefined();
  });

  it('reads the canaries the file names at start', async () => {
    await writeFile(file, '{"mfe_tools": {"version": "2026-12-07b", "url": "http://localhost:3013/mf-manifest.json", "share": 50}}');
    expect(loadShellConfig({ REMOTE_CANARIES_FILE: file }).canaries).toEqual({
      file,
      initial: {
        mfe_tools: {
          version: '2026-12-07b',
          url: 'http://localhost:3013/mf-manifest.json',
          serverUrl: 'http://localhost:3013/server/mf-manifest.json',
          share: 50,
        },
      },
    });
  });

  it.each([
    ['malformed', '{"mfe_tools": {"version": "2026-12-07b", "url": "http://localhost:3013/mf-manifest.json", "share": 101}}', /mfe_tools\.share must be a whole number from 0 to 100, got 101$/],
    ['missing', undefined, /canaries-missing\.json cannot be read \(ENOENT\)$/],
  ])('stops the shell at start when the file is %s, in one line naming the variable and the problem', async (_case, text, problem) => {
    const named = text === undefined ? path.join(folder, 'canaries-missing.json') : file;
    if (text !== undefined) await writeFile(file, text);
    expectRefused(() => loadShellConfig({ REMOTE_CANARIES_FILE: named }), 'REMOTE_CANARIES_FILE');
    expect(() => loadShellConfig({ REMOTE_CANARIES_FILE: named })).toThrow(problem);
  });
});
