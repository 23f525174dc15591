import type { RuntimeConfig } from '@gentlebowl/platform';
import type { RemoteName } from '@gentlebowl/routes';

export interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  site: Partial<RuntimeConfig>;
}

const EMPTY_REGISTRY: RemoteRegistry = { remotes: {}, site: {} };

/** Reads the registry the shell's server builds from its environment. Without it the frame still
 * renders, and every remote route shows the "temporarily unavailable" panel. */
export async function fetchRemoteRegistry(fetcher: typeof fetch = fetch): Promise<RemoteRegistry> {
  try {
    const response = await fetcher('/registry.json', { cache: 'no-cache' });
    if (!response.ok) return EMPTY_REGISTRY;
    const body = (await response.json()) as Partial<RemoteRegistry>;
    return { remotes: body.remotes ?? {}, site: body.site ?? {} };
  } catch {
    return EMPTY_REGISTRY;
  }
}
