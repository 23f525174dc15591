// The toolkit every server's configuration schema is made of (the API's in
// services/src/config/app-config.ts, the shell's server's in shell/server/shell-config.ts, a remote's
// server's in packages/serve/src/remote-config.ts): each variable is read by one parser, and a
// missing or malformed value is reported in one line that names it.
import { isIP } from 'node:net';
import { echoedValue } from '@gentlebowl/contracts';
import { z } from 'zod';

/** A setting that is missing or malformed. The message is one line and names every setting at fault. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export interface SettingOptions {
  /** Hand a blank value to `parse` instead of taking the default: for a setting whose empty value
   * means something (an empty list of trusted proxies trusts none). */
  parseBlank?: boolean;
}

/**
 * A setting read by `parse`, which throws the reason a value is refused. The value is trimmed;
 * absent, or blank (compose passes `${NAME:-}` as an empty value), it reads as undefined, so the
 * setting takes its default.
 */
export function setting<T>(parse: (value: string) => T, { parseBlank = false }: SettingOptions = {}) {
  return z
    .string()
    .optional()
    .transform((raw, context): T | undefined => {
      const value = raw?.trim();
      if (value === undefined || (value === '' && !parseBlank)) return undefined;
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    });
}

export function parsePort(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65_535) {
    throw new Error(`must be a port number from 1 to 65535, got ${echoedValue(value)}`);
  }
  return Number(value);
}

/** A parser of whole numbers of at least `least`; `unit` (milliseconds, processes) is named in its
 * message. */
export function wholeNumber(least: number, unit?: string): (value: string) => number {
  const what = unit ? `a whole number of ${unit}` : 'a whole number';
  return (value) => {
    if (!/^\d+$/.test(value) || Number(value) < least) throw new Error(`must be ${what} of at least ${least}, got ${echoedValue(value)}`);
    return Number(value);
  };
}

export function parseHttpUrl(value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`must be an http:// or https:// URL, got ${echoedValue(value)}`);
  return url;
}

/** An http(s) origin (scheme, host and port, no path; a trailing slash is dropped), or undefined. */
export function originOf(value: string): string | undefined {
  const origin = value.replace(/\/+$/, '');
  try {
    const url = new URL(origin);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === origin ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** An origin (`https://www.example.com`): scheme, host and port, no path. */
export function parseOrigin(value: string): string {
  const origin = originOf(value);
  if (!origin) throw new Error(`must be an http(s) origin such as https://www.example.com (no path), got ${echoedValue(value)}`);
  return origin;
}

/** An IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as Fastify's `trustProxy` takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The entries of a comma-separated list, trimmed, empty ones left out. */
export function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Comma-separated IP addresses and CIDR ranges (trusted proxies); blank is the empty list. */
export function parseAddressList(value: string): string[] {
  const entries = commaList(value);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) throw new Error(`must list IP addresses or CIDR ranges, got ${invalid.map(echoedValue).join(', ')}`);
  return entries;
}

/** The address a server listens on: an IP address or a host name. */
export function parseHost(value: string): string {
  if (isIP(value) === 0 && !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value)) {
    throw new Error(`must be an IP address or a host name, got ${echoedValue(value)}`);
  }
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A pino log level. */
export function parseLogLevel(value: string): string {
  if (!LOG_LEVELS.includes(value)) throw new Error(`must be one of ${LOG_LEVELS.join(', ')}, got ${echoedValue(value)}`);
  return value;
}

/** The variables every frontend server reads: where it listens and how much it logs. */
export const listenerSettings = {
  HOST: setting(parseHost),
  LOG_LEVEL: setting(parseLogLevel),
};

/** The schema's output for `source`, or a ConfigurationError naming every setting at fault. */
export function parseConfiguration<Schema extends z.ZodType>(schema: Schema, source: unknown): z.output<Schema> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw invalidConfiguration(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
}

/** The error for settings at fault, each problem naming its setting (`PORT must be …`). */
export function invalidConfiguration(problems: readonly string[]): ConfigurationError {
  return new ConfigurationError(`invalid configuration: ${problems.join('; ')}`);
}

/**
 * `load()` for a server's or a command's start: a configuration error is printed as one line on
 * stderr (`shell: invalid configuration: PORT must be …`) and the process exits with code 2.
 */
export function loadConfigurationOrExit<T>(server: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${server}: ${error.message}\n`);
    process.exit(2);
  }
}
