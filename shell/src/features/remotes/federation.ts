import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@gentlebowl/platform';
import type { PageRoute, RemoteName } from '@gentlebowl/routes';
import { reloadForNewRelease } from './reload-for-new-release';
import { RemoteUnavailableError } from './remote-unavailable-error';

const LOAD_ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

let manifests: Partial<Record<RemoteName, string>> = {};

/** Registers the remotes of the registry with the federation instance the webpack plugin
 * created, and a runtime plugin that turns a failed load into a recognisable error instead of an
 * unhandled rejection deep inside the runtime. Every load of a remote's code through this instance
 * meets the plugin when it fails (a page of a route, or another remote's widget inside a page, with
 * the chunks webpack loads for it, CSS chunks included should a remote ever ship some): after a client-side navigation it is most likely a page
 * that outlived a redeploy of the remote, and the page is loaded afresh instead (see
 * reload-for-new-release.ts); the load then waits for the browser to replace the page, so the
 * visitor sees the loading frame, never the unavailable panel on the way. */
export function registerRegistryRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  manifests = remotes;
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registerPlugins([
    {
      name: 'shell-remote-unavailable',
      errorLoadRemote: ({ id, error }) => {
        console.warn(JSON.stringify({ level: 'warn', msg: 'remote failed to load', id, error: String(error) }));
        if (reloadForNewRelease()) return new Promise<never>(() => {});
        return () => {
          throw new RemoteUnavailableError(id);
        };
      },
    },
  ]);
}

/** Forgets a remote's cached entry so that the next load fetches its manifest again. */
function resetRemote(remote: RemoteName): void {
  const entry = manifests[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

async function loadOnce(route: PageRoute): Promise<RemotePageModule> {
  if (!manifests[route.remote]) throw new RemoteUnavailableError(route.remote);
  const module = await loadRemote<RemotePageModule | (() => never)>(
    `${route.remote}/${route.module.replace(/^\.\//, '')}`,
  );
  if (typeof module === 'function') module();
  if (!module || typeof module !== 'object' || typeof module.default !== 'function') {
    throw new RemoteUnavailableError(route.remote);
  }
  return module;
}

/** Loads a page a remote exposes, retrying once after a short pause for a blip in the network. */
export async function loadRemotePage(route: PageRoute): Promise<RemotePageModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce(route);
    } catch (error) {
      lastError = error;
      resetRemote(route.remote);
      if (attempt < LOAD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  throw lastError;
}
