// The pieces the frontend servers' configuration schemas are made of (the shell's server in
// shell/server/shell-config.ts, a remote's in remote-config.ts): each variable is read by one
// parser, and a missing or malformed value is reported in one line that names it.
import { isIP } from 'node:net';
import { z } from 'zod';

/** A setting that is missing or malformed. The message is one line and names every setting at fault. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** A value as a message shows it: quoted and escaped, so that the message stays on one line. */
const shown = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);

/**
 * A setting read by `parse`, which throws the reason a value is refused. Absent or blank (compose
 * passes `${NAME:-}` as an empty value) reads as undefined, so the setting takes its default.
 */
export function setting<T>(parse: (value: string) => T) {
  return z
    .string()
    .optional()
    .transform((raw, context): T | undefined => {
      const value = raw?.trim();
      if (!value) return undefined;
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
    throw new Error(`must be a port number from 1 to 65535, got ${shown(value)}`);
  }
  return Number(value);
}

export function parseHttpUrl(value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`must be an http:// or https:// URL, got ${shown(value)}`);
  return url;
}

/** An origin (`https://www.example.com`): scheme, host and port, no path. */
export function parseOrigin(value: string): string {
  const origin = value.replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(origin);
  } catch {
    // Reported below.
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
    throw new Error(`must be an http(s) origin such as https://www.example.com (no path), got ${shown(value)}`);
  }
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

export function parseAddressList(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) throw new Error(`must list IP addresses or CIDR ranges, got ${invalid.map(shown).join(', ')}`);
  return entries;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The variables every frontend server reads: where it listens and how much it logs. */
export const listenerSettings = {
  HOST: setting((value) => {
    if (isIP(value) === 0 && !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value)) {
      throw new Error(`must be an IP address or a host name, got ${shown(value)}`);
    }
    return value;
  }),
  LOG_LEVEL: setting((value) => {
    if (!LOG_LEVELS.includes(value)) throw new Error(`must be one of ${LOG_LEVELS.join(', ')}, got ${shown(value)}`);
    return value;
  }),
};

/** The schema's output for `source`, or a ConfigurationError naming every setting at fault. */
export function parseConfiguration<Schema extends z.ZodType>(schema: Schema, source: unknown): z.output<Schema> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new ConfigurationError(`invalid configuration: ${problems.join('; ')}`);
}

/**
 * `load()` for a server's start: a configuration error is printed as one line on stderr
 * (`shell: invalid configuration: PORT must be …`) and the process exits with code 2.
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
