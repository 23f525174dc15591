import {
  invalidConfiguration,
  listenerSettings,
  parseAddressList,
  parseConfiguration,
  parseHttpUrl,
  parsePort,
  setting,
  wholeNumber,
} from '@gentlebowl/config';
import { defaultWorkerCount } from '@gentlebowl/serve';
import { type RemoteCanaries, readRemoteCanariesNow } from './remote-canaries';
import { type RemoteRegistry, registryEnvironment, registryFromVariables } from './remote-registry';

const milliseconds = (least: number) => wholeNumber(least, 'milliseconds');

/** Every variable the shell's server reads (see docs/operations.md, "Every variable"). */
export const shellEnvironment = registryEnvironment.extend({
  PORT: setting(parsePort),
  ...listenerSettings,
  /** The shell's build folder; by default the dist folder beside the server's build. */
  SHELL_ROOT: setting((value) => value),
  API_URL: setting(parseHttpUrl),
  API_TIMEOUT_MS: setting(milliseconds(1)),
  RENDER_BUDGET_MS: setting(milliseconds(1)),
  PAGE_CACHE_TTL_MS: setting(milliseconds(0)),
  REMOTE_POLL_INTERVAL_MS: setting(milliseconds(1_000)),
  SHELL_WORKERS: setting(wholeNumber(1, 'processes')),
  SHELL_TRUSTED_PROXIES: setting(parseAddressList),
  /** A JSON file naming canary versions of remotes and their share of visitors (remote-canaries.ts). */
  REMOTE_CANARIES_FILE: setting((value) => value),
  NODE_ENV: setting((value) => value),
});

export interface ShellConfig {
  port: number;
  host?: string;
  logLevel: string;
  root?: string;
  apiUrl: URL;
  /** How long the /api proxy waits for the API. */
  apiTimeoutMs: number;
  /** Proxies in front of the shell whose X-Forwarded-* headers are believed. */
  trustedProxies: string[];
  /** The registry, its site settings holding `siteOrigin`. */
  registry: RemoteRegistry;
  /** The site's public origin (SITE_ORIGIN): every absolute URL the shell writes (canonicals,
   * structured data, robots.txt, the site map) starts with it, never with a request's Host. */
  siteOrigin: string;
  /** How long a page's server render may take before the rest is left to the browser. */
  renderBudgetMs: number;
  /** How long a rendered page is reused; 0 renders every request. */
  pageCacheTtlMs: number;
  /** How often remotes' manifests and the content are checked for changes. */
  remotePollIntervalMs: number;
  /** How many processes serve and render pages, sharing the port (one per core, at most four, by default). */
  workers: number;
  /** The canary file (REMOTE_CANARIES_FILE) and the canaries it named at start; none when unset. */
  canaries?: { file: string; initial: RemoteCanaries };
}

/** The canaries the file names at start: like any setting, a file that cannot be read or is
 * malformed stops the shell with one line naming it (later changes are read on every poll). */
function canariesAtStart(file: string | undefined): ShellConfig['canaries'] {
  if (file === undefined) return undefined;
  try {
    return { file, initial: readRemoteCanariesNow(file) };
  } catch (error) {
    throw invalidConfiguration([`REMOTE_CANARIES_FILE must name a canary file as docs/operations.md describes ("Canary and rollback"): ${(error as Error).message}`]);
  }
}

/**
 * The origin absolute URLs are built from: SITE_ORIGIN, required in production (a Host header is
 * the client's to write, so it never stands in); in development the shell's local address.
 */
function siteOriginOf(variables: { SITE_ORIGIN?: string; NODE_ENV?: string }, port: number): string {
  if (variables.SITE_ORIGIN) return variables.SITE_ORIGIN;
  if (variables.NODE_ENV === 'production') {
    throw invalidConfiguration([
      'SITE_ORIGIN is required when NODE_ENV=production (the public origin, such as https://www.gentlebowl.com)',
    ]);
  }
  return `http://localhost:${port}`;
}

/** The shell server's settings from the environment; throws a ConfigurationError naming every
 * variable that is malformed, or SITE_ORIGIN missing in production. */
export function loadShellConfig(env: NodeJS.ProcessEnv): ShellConfig {
  const variables = parseConfiguration(shellEnvironment, env);
  const port = variables.PORT ?? 8080;
  const siteOrigin = siteOriginOf(variables, port);
  const registry = registryFromVariables(variables);
  return {
    port,
    host: variables.HOST,
    logLevel: variables.LOG_LEVEL ?? 'info',
    root: variables.SHELL_ROOT,
    apiUrl: variables.API_URL ?? new URL('http://127.0.0.1:3000'),
    apiTimeoutMs: variables.API_TIMEOUT_MS ?? 10_000,
    trustedProxies: variables.SHELL_TRUSTED_PROXIES ?? [],
    registry: { ...registry, site: { ...registry.site, siteOrigin } },
    siteOrigin,
    renderBudgetMs: variables.RENDER_BUDGET_MS ?? 1_000,
    pageCacheTtlMs: variables.PAGE_CACHE_TTL_MS ?? 30_000,
    remotePollIntervalMs: variables.REMOTE_POLL_INTERVAL_MS ?? 10_000,
    workers: variables.SHELL_WORKERS ?? defaultWorkerCount(),
    canaries: canariesAtStart(variables.REMOTE_CANARIES_FILE),
  };
}
