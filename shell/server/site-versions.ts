import { createHash } from 'node:crypto';

/** How long one look at a manifest or a content list may take. */
const CHECK_TIMEOUT_MS = 2_000;

/** The API lists whose answers the rendered pages show: a change in any is a content change (an
 * owner's story an editor approves is one). */
const CONTENT_LISTS = ['/api/blog-posts', '/api/dog-foods', '/api/owner-stories'];

type Log = (entry: { level: 'info' | 'warn' | 'error'; msg: string; [key: string]: unknown }) => void;

/**
 * The manifests to watch, by key: each remote's under its name and a canary's under its canary
 * slot (remote-canaries.ts), so both versions of a remote are watched side by side. Asked again on
 * every look, since the canaries may change between looks.
 */
export interface WatchedManifests {
  remotes: Record<string, string | undefined>;
  serverRemotes: Record<string, string | undefined>;
}

export interface SiteVersionsOptions {
  manifests: () => WatchedManifests;
  apiUrl: URL;
  /** How often everything is looked at again (REMOTE_POLL_INTERVAL_MS). */
  intervalMs: number;
  /** Called with each watched server manifest, versioned, whenever one of them changes. */
  onServerRemotesChange: (serverManifests: Record<string, string>) => void;
  /** Runs first on every look (the canary file is read again); true when what it read changed the
   * site, which then counts as a change as a redeployed remote does. */
  beforeLook?: () => Promise<boolean>;
  /** Called when the key changes after the first look (a remote or the content changed). */
  onChange?: () => void;
  log: Log;
  fetcher?: typeof fetch;
}

interface BrowserManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const digestOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Adds the version to a manifest's URL, so that nothing on the way can hand back the old code. */
function versioned(url: string, version: string): string {
  const address = new URL(url);
  address.searchParams.set('v', version);
  return address.href;
}

/**
 * What the rendered pages depend on, looked at every few seconds: each remote's server and browser
 * manifests (a redeployed remote changes them) and the content the API serves. The `key` changes
 * with any of them, which retires every cached page; a changed server manifest is also registered
 * again so the next render loads the new server code. A remote that cannot be reached keeps its
 * last known version (and, if it has none, renders in the browser).
 */
export class SiteVersions {
  private readonly serverDigests = new Map<string, { url: string; digest: string }>();
  private readonly browserManifests = new Map<string, { url: string; digest: string; manifest: BrowserManifest }>();
  private contentDigest = '';
  /** Whether the renderer has been told which server manifests to use at least once. */
  private announced = false;
  private timer: NodeJS.Timeout | undefined;
  private current = '';

  constructor(private readonly options: SiteVersionsOptions) {}

  /** Changes whenever a remote or the content changes. */
  get key(): string {
    return this.current;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    const lookedChanged = (await this.options.beforeLook?.()) ?? false;
    const watched = this.options.manifests();
    const [serverChanged] = await Promise.all([
      this.refreshServerManifests(watched.serverRemotes),
      this.refreshBrowserManifests(watched.remotes),
      this.refreshContent(),
    ]);
    if (serverChanged) {
      const manifests: Record<string, string> = {};
      for (const [name, { url, digest }] of this.serverDigests) manifests[name] = versioned(url, digest);
      this.options.onServerRemotesChange(manifests);
    }
    const previous = this.current;
    this.current = digestOf(
      JSON.stringify([
        [...this.serverDigests].map(([name, { url, digest }]) => [name, url, digest]),
        [...this.browserManifests].map(([name, { url, digest }]) => [name, url, digest]),
        this.contentDigest,
      ]),
    );
    if (previous && (previous !== this.current || lookedChanged)) this.options.onChange?.();
  }

  /** The scripts a page of `module` from `remote` (a watched key) needs first, from its browser manifest. */
  scriptsFor(remote: string, module: string): string[] {
    const known = this.browserManifests.get(remote);
    if (!known) return [];
    const { url: manifestUrl, manifest } = known;
    const { metaData = {}, exposes = [] } = manifest;
    const base = metaData.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, manifestUrl) : new URL('.', manifestUrl);
    const entry = metaData.remoteEntry?.name ? [`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`] : [];
    const exposed = exposes.find((candidate) => candidate.path === module)?.assets?.js?.sync ?? [];
    return [...entry, ...exposed].map((file) => new URL(file, base).href);
  }

  private async read(url: string): Promise<string | undefined> {
    const fetcher = this.options.fetcher ?? fetch;
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      return await response.text();
    } catch {
      return undefined;
    }
  }

  /** Forgets what is no longer watched (a canary taken out of the file); true when anything was. */
  private forgetUnwatched(known: Map<string, unknown>, watched: Record<string, string | undefined>): boolean {
    let forgot = false;
    for (const name of known.keys()) {
      if (!watched[name]) forgot = known.delete(name);
    }
    return forgot;
  }

  private async refreshServerManifests(locations: WatchedManifests['serverRemotes']): Promise<boolean> {
    let changed = !this.announced || this.forgetUnwatched(this.serverDigests, locations);
    this.announced = true;
    await Promise.all(
      Object.entries(locations).map(async ([name, url]) => {
        if (!url) return;
        const text = await this.read(url);
        // Only a manifest is a version (not, say, a proxy's maintenance page answered with 200).
        if (text === undefined || !isJson(text)) return;
        const digest = digestOf(text);
        const known = this.serverDigests.get(name);
        if (known?.digest === digest && known.url === url) return;
        if (known) this.options.log({ level: 'info', msg: 'remote redeployed: new server code', remote: name, version: digest });
        this.serverDigests.set(name, { url, digest });
        changed = true;
      }),
    );
    return changed;
  }

  private async refreshBrowserManifests(locations: WatchedManifests['remotes']): Promise<void> {
    this.forgetUnwatched(this.browserManifests, locations);
    await Promise.all(
      Object.entries(locations).map(async ([name, url]) => {
        if (!url) return;
        const text = await this.read(url);
        // A canary moved to an address that does not answer has no assets to preload yet.
        if (text === undefined) {
          if (this.browserManifests.get(name)?.url !== url) this.browserManifests.delete(name);
          return;
        }
        try {
          this.browserManifests.set(name, { url, digest: digestOf(text), manifest: JSON.parse(text) as BrowserManifest });
        } catch {
          // Not a manifest: keep the last good one.
        }
      }),
    );
  }

  private async refreshContent(): Promise<void> {
    const answers = await Promise.all(CONTENT_LISTS.map((list) => this.read(new URL(list, this.options.apiUrl).href)));
    if (answers.every((answer) => answer !== undefined)) this.contentDigest = digestOf(answers.join('\n'));
  }
}
