// A page keeps the remotes' entries it loaded for as long as it is open. Once a remote is
// redeployed, the chunks those entries name are gone from its server, so a page the visitor opens
// in place (a client-side navigation) can fail to load; registering the remote again in place
// would run the new release's modules beside the old ones the page already holds. A full page load
// of the same address fetches the new release whole, with a page the server rendered from it.

/** How long a full page load made for an address keeps another from being made for it. */
export const RELOAD_GUARD_MS = 60_000;

/** Where this tab remembers the addresses it reloaded and when (strictly necessary: it keeps a
 * page that cannot load from reloading itself over and over). */
export const RELOADS_STORAGE_KEY = 'shell-reloads-for-new-release';

/** The full page loads made in this tab, by address (path and query), with the time of each. */
export type EarlierReloads = Record<string, number>;

export interface FailedLoad {
  /** The address the visitor is at (path and query). */
  address: string;
  /** The address the document was loaded at. */
  documentAddress: string;
  now: number;
  earlierReloads: EarlierReloads;
}

/**
 * Whether a remote's code that failed to load is worth a full page load of the visitor's address:
 * only after a client-side navigation (at the document's own address the server already sent the
 * newest release, and the failure is an outage or a blip), and once per address within
 * RELOAD_GUARD_MS, so a page that fails even when loaded afresh shows the unavailable panel instead
 * of reloading again.
 */
export function shouldReloadForFailedLoad({ address, documentAddress, now, earlierReloads }: FailedLoad): boolean {
  if (address === documentAddress) return false;
  const last = earlierReloads[address];
  return last === undefined || Math.abs(now - last) >= RELOAD_GUARD_MS;
}

/** The earlier reloads still within the guard, without the ones that no longer count. */
export function recentReloads(earlierReloads: EarlierReloads, now: number): EarlierReloads {
  return Object.fromEntries(Object.entries(earlierReloads).filter(([, at]) => Math.abs(now - at) < RELOAD_GUARD_MS));
}

const addressOf = (location: Location) => `${location.pathname}${location.search}`;

/** Read when the shell's startup imports this module, before the router can move anywhere. */
const documentAddress = typeof window === 'undefined' ? undefined : addressOf(window.location);

function readReloads(storage: Storage): EarlierReloads {
  try {
    const stored: unknown = JSON.parse(storage.getItem(RELOADS_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as EarlierReloads) : {};
  } catch {
    return {};
  }
}

/**
 * In the browser, after a remote's code failed to load: reloads the page at the visitor's address
 * when shouldReloadForFailedLoad says so, and returns whether it did. A tab that cannot remember its
 * reloads (storage refused) never reloads, so it cannot loop.
 */
export function reloadForNewRelease(): boolean {
  if (documentAddress === undefined) return false;
  const now = Date.now();
  const address = addressOf(window.location);
  try {
    const storage = window.sessionStorage;
    const earlierReloads = readReloads(storage);
    if (!shouldReloadForFailedLoad({ address, documentAddress, now, earlierReloads })) return false;
    storage.setItem(RELOADS_STORAGE_KEY, JSON.stringify({ ...recentReloads(earlierReloads, now), [address]: now }));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
