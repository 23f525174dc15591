// Canary releases of a remote, by configuration: a JSON file (REMOTE_CANARIES_FILE) names a second
// version of a remote and the share of visitors who get it. Each visitor holds a random group from
// 0 to 99 in a first-party cookie, set once; a visitor whose group is below a canary's share gets
// that canary, on the server and in the browser, page after page. The shell reads the file again on
// every REMOTE_POLL_INTERVAL_MS (site-versions.ts), so raising the share, or setting it to 0 to roll
// back, needs no restart, and nobody is reassigned: the same group meets the new share.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { parseHttpUrl } from '@gentlebowl/config';
import { echoedValue } from '@gentlebowl/contracts';
import type { RemoteName } from '@gentlebowl/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RemoteRegistry, serverManifestBeside } from './remote-registry';

/** The visitor's group, 0 to 99: the same group meets every canary's share. */
export const VERSION_GROUP_COOKIE = 'gentlebowl-version-group';
const GROUPS = 100;
/** About a year, so that a returning visitor keeps their version for a canary's whole life. */
const VERSION_GROUP_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const REMOTES = ['mfe_content', 'mfe_selector', 'mfe_tools'] as const satisfies readonly RemoteName[];

/** Where the stable version of a remote is named in the response header and the logs. */
export const STABLE_VERSION = 'stable';

/** What a refused field held, as its message repeats it: a string quoted, anything else as JSON writes it. */
const got = (input: unknown) => (input === undefined ? 'nothing' : typeof input === 'string' ? echoedValue(input) : echoedValue(JSON.stringify(input)).slice(1, -1));

/** A field that must be `what`; its message repeats what it held. */
const mustBe = (what: string) => ({ error: (issue: { input?: unknown }) => `must be ${what}, got ${got(issue.input)}` });

const httpUrl = z.string(mustBe('an http:// or https:// URL')).transform((value, context) => {
  try {
    return parseHttpUrl(value.trim()).href;
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const VERSION = `1 to 64 letters, digits, '.', '_' or '-' (not "${STABLE_VERSION}")`;
const SHARE = 'a whole number from 0 to 100';

const canaryEntry = z
  .object({
    /** Names the canary in the response header and the logs (a release tag such as 2026-12-07b). */
    version: z
      .string(mustBe(VERSION))
      .refine((value) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value) && value !== STABLE_VERSION, mustBe(VERSION)),
    /** The canary's browser manifest, which canary visitors' browsers load. */
    url: httpUrl,
    /** The canary's server manifest, where the shell reaches it; by default beside `url`. */
    serverUrl: httpUrl.optional(),
    /** The share of visitors, in percent, who get the canary: 0 (a rollback) to 100. */
    share: z.number(mustBe(SHARE)).int(mustBe(SHARE)).min(0, mustBe(SHARE)).max(100, mustBe(SHARE)),
  }, mustBe('an object with version, url, share and optionally serverUrl'))
  .strict();

const canaryFileSchema = z.object(Object.fromEntries(REMOTES.map((name) => [name, canaryEntry.optional()])), mustBe('a JSON object of remotes')).strict();

export interface RemoteCanary {
  version: string;
  url: string;
  serverUrl: string;
  share: number;
}

export type RemoteCanaries = Partial<Record<RemoteName, RemoteCanary>>;

/**
 * The canaries a file's text names, or an Error whose message names every problem in one line
 * (`mfe_tools.share must be a whole number from 0 to 100, got 150`). `{}` names none.
 */
export function parseRemoteCanaries(text: string): RemoteCanaries {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`is not JSON (${(error as Error).message})`);
  }
  const result = canaryFileSchema.safeParse(json);
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map((issue) => (issue.code === 'unrecognized_keys' ? `${[...issue.path, ...issue.keys].join('.')}: no such remote or field` : `${issue.path.join('.') || 'the file'} ${issue.message}`))
        .join('; '),
    );
  }
  const canaries: RemoteCanaries = {};
  for (const [name, entry] of Object.entries(result.data) as [RemoteName, z.output<typeof canaryEntry> | undefined][]) {
    if (entry) canaries[name] = { ...entry, serverUrl: entry.serverUrl ?? serverManifestBeside(entry.url) };
  }
  return canaries;
}

/** The canaries of the file at `path`, from its text or the error reading it; an Error naming the
 * file and its problems otherwise. */
function canariesOfFile(path: string, read: string | NodeJS.ErrnoException): RemoteCanaries {
  if (typeof read !== 'string') throw new Error(`${path} cannot be read (${read.code ?? read.message})`);
  try {
    return parseRemoteCanaries(read);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}

/** The canaries in the file at `path` (on every poll). */
export async function readRemoteCanaries(path: string): Promise<RemoteCanaries> {
  return canariesOfFile(path, await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => error));
}

/** The same, at start, before the server listens. */
export function readRemoteCanariesNow(path: string): RemoteCanaries {
  let read: string | NodeJS.ErrnoException;
  try {
    read = readFileSync(path, 'utf8');
  } catch (error) {
    read = error as NodeJS.ErrnoException;
  }
  return canariesOfFile(path, read);
}

/** The key SiteVersions watches a canary's manifests under, beside the stable one's (its remote's name). */
export const canarySlot = (remote: RemoteName) => `${remote}@canary`;

/**
 * What one visitor is served: which remotes they get the canary of. `key` is empty for the stable
 * site and names the canaries otherwise (the page cache and the renderers are kept per key);
 * `versions` names the version of every remote that has a canary, for the response header.
 */
export interface RemoteVariant {
  key: string;
  /** Each remote's browser manifest for this visitor (the page's handoff and /registry.json). */
  remotes: RemoteRegistry['remotes'];
  /** Under which SiteVersions key each remote's manifests are watched: its name, or its canary slot. */
  slots: Partial<Record<RemoteName, string>>;
  /** `mfe_tools@2026-12-07b` or `mfe_tools@stable`, for each remote that has a canary. */
  versions: string[];
}

/** The variant a visitor in `group` (0-99) is served, given the registry and the canaries. */
export function remoteVariant(registry: RemoteRegistry, canaries: RemoteCanaries, group: number): RemoteVariant {
  const remotes = { ...registry.remotes };
  const slots: RemoteVariant['slots'] = {};
  const versions: string[] = [];
  const canaried: string[] = [];
  for (const name of Object.keys(registry.remotes) as RemoteName[]) slots[name] = name;
  for (const [name, canary] of Object.entries(canaries) as [RemoteName, RemoteCanary][]) {
    if (group < canary.share) {
      remotes[name] = canary.url;
      slots[name] = canarySlot(name);
      versions.push(`${name}@${canary.version}`);
      canaried.push(`${name}@${canary.version}`);
    } else {
      versions.push(`${name}@${STABLE_VERSION}`);
    }
  }
  return { key: canaried.join(','), remotes, slots, versions };
}

/** The Server-Timing metrics that name the versions of a page's remotes (`remote;desc="mfe_tools@2026-12-07b"`). */
export function versionsTiming(variant: RemoteVariant): string | undefined {
  return variant.versions.length > 0 ? variant.versions.map((version) => `remote;desc="${version}"`).join(', ') : undefined;
}

const cookieOptions: CookieSerializeOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  maxAge: VERSION_GROUP_MAX_AGE_SECONDS,
};

/**
 * The visitor's group from their cookie; a visitor without one (or with a malformed one) is given
 * a random group, set in the cookie with this response (`isNew`).
 */
export function visitorGroup(request: FastifyRequest, reply: FastifyReply): { group: number; isNew: boolean } {
  const held = request.cookies[VERSION_GROUP_COOKIE];
  if (held !== undefined && /^\d{1,2}$/.test(held)) return { group: Number(held), isNew: false };
  const group = randomInt(GROUPS);
  reply.setCookie(VERSION_GROUP_COOKIE, String(group), cookieOptions);
  return { group, isNew: true };
}

type Log = (entry: { level: 'info' | 'warn' | 'error'; msg: string; [key: string]: unknown }) => void;

/** The canaries as the logs show them: each remote's version and share. */
const described = (canaries: RemoteCanaries) =>
  Object.fromEntries(Object.entries(canaries).map(([name, canary]) => [name, `${canary.version} for ${canary.share}%`]));

/**
 * The canary file, read at start (a malformed file stops the shell, as any setting does) and again
 * on every poll: a changed file takes effect at once; a file that cannot be read or is malformed
 * is logged, and the last good canaries keep serving.
 */
export class CanaryFile {
  private canaries: RemoteCanaries;
  private text: string;

  constructor(
    private readonly path: string,
    initial: RemoteCanaries,
    private readonly log: Log,
  ) {
    this.canaries = initial;
    this.text = JSON.stringify(initial);
  }

  get current(): RemoteCanaries {
    return this.canaries;
  }

  /** Reads the file again; true when the canaries changed. */
  async reload(): Promise<boolean> {
    let next: RemoteCanaries;
    try {
      next = await readRemoteCanaries(this.path);
    } catch (error) {
      this.log({ level: 'error', msg: 'canary file refused: the last good canaries keep serving', error: (error as Error).message, canaries: described(this.canaries) });
      return false;
    }
    const text = JSON.stringify(next);
    if (text === this.text) return false;
    this.canaries = next;
    this.text = text;
    this.log({ level: 'info', msg: 'canaries changed', canaries: described(next) });
    return true;
  }
}
