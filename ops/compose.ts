// Reads docker-compose.yml as Compose and `docker stack deploy` do: YAML with merge keys, then
// `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}` and `$$` interpolated from an
// environment (the shell's, or .env).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const repositoryRoot = path.resolve(__dirname, '..');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string | number> };
  depends_on?: string[] | Record<string, { condition: string }>;
  environment?: Record<string, string | number | null>;
  ports?: (string | { target: number | string; published: number | string; mode?: string })[];
  networks?: string[];
  healthcheck?: { test: string[] };
  deploy?: {
    replicas?: number;
    update_config?: { order?: string; failure_action?: string };
    rollback_config?: { order?: string };
    restart_policy?: { condition?: string };
    resources?: { limits?: Record<string, string>; reservations?: Record<string, string> };
  };
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  networks?: Record<string, { internal?: boolean; ipam?: { config?: { subnet: string }[] } } | null>;
  volumes?: Record<string, unknown>;
}

export function readComposeFile(file = 'docker-compose.yml'): ComposeFile {
  return parse(readFileSync(path.join(repositoryRoot, file), 'utf8'), { merge: true }) as ComposeFile;
}

const INTERPOLATION = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Every `${NAME…}` of a text, with the default it gives (undefined for `${NAME}` and `${NAME:?…}`). */
export function interpolations(text: string): { name: string; fallback?: string }[] {
  return [...text.matchAll(INTERPOLATION)]
    .filter(([whole]) => whole !== '$$')
    .map(([, name = '', operator, fallback]) => ({ name, fallback: operator?.endsWith('-') ? fallback : undefined }));
}

/** A value with its variables filled in from `environment`, as compose fills them. */
export function interpolate(value: string, environment: Record<string, string>): string {
  return value.replace(INTERPOLATION, (whole, name: string, operator?: string, argument?: string) => {
    if (whole === '$$') return '$';
    const set = environment[name];
    const empty = set === undefined || (operator?.startsWith(':') && set === '');
    if (operator?.endsWith('?') && empty) throw new Error(`${name}: ${argument}`);
    if (operator?.endsWith('-') && empty) return argument ?? '';
    return set ?? '';
  });
}

/** `NAME=value` lines of an env file (.env.example). */
export function readEnvFile(file: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of readFileSync(path.join(repositoryRoot, file), 'utf8').split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) entries[match[1] ?? ''] = match[2] ?? '';
  }
  return entries;
}

/** The environment compose gives a service's containers (before the image's own ENV). */
export function containerEnvironment(service: ComposeService, environment: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value ?? ''), environment)]),
  );
}

/** The build arguments compose passes when it builds a service's image, filled in from `environment`. */
export function buildArguments(service: ComposeService, environment: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(service.build?.args ?? {}).map(([name, value]) => [name, interpolate(String(value), environment)]));
}

/** The URL path a health check command asks for (`… process.env.PORT + '/healthz' …`). */
export function healthCheckPath(command: readonly string[]): string | undefined {
  return /'http:\/\/127\.0\.0\.1:' \+ process\.env\.PORT \+ '(\/[^']*)'/.exec(command.join(' '))?.[1];
}
