import { listenerSettings, parseAddressList, parseConfiguration, parseHttpUrl, parsePort, setting } from '@gentlebowl/serve';
import { type RemoteRegistry, registryEnvironment, registryFromVariables } from './remote-registry';

/** Every variable the shell's server reads (see README.md, "Configuration"). */
export const shellEnvironment = registryEnvironment.extend({
  PORT: setting(parsePort),
  ...listenerSettings,
  /** The shell's build folder; by default the dist folder beside the server's build. */
  SHELL_ROOT: setting((value) => value),
  API_URL: setting(parseHttpUrl),
  API_TIMEOUT_MS: setting((value) => {
    if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`must be a whole number of milliseconds of at least 1, got ${JSON.stringify(value)}`);
    return Number(value);
  }),
  SHELL_TRUSTED_PROXIES: setting(parseAddressList),
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
  registry: RemoteRegistry;
}

/** The shell server's settings from the environment; throws a ConfigurationError naming every
 * variable that is malformed. */
export function loadShellConfig(env: NodeJS.ProcessEnv): ShellConfig {
  const variables = parseConfiguration(shellEnvironment, env);
  return {
    port: variables.PORT ?? 8080,
    host: variables.HOST,
    logLevel: variables.LOG_LEVEL ?? 'info',
    root: variables.SHELL_ROOT,
    apiUrl: variables.API_URL ?? new URL('http://127.0.0.1:3000'),
    apiTimeoutMs: variables.API_TIMEOUT_MS ?? 10_000,
    trustedProxies: variables.SHELL_TRUSTED_PROXIES ?? [],
    registry: registryFromVariables(variables),
  };
}
