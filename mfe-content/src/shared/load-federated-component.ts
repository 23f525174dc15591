import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What React.lazy needs: a module whose default export is a component. */
export interface FederatedComponentModule<Props> {
  default: ComponentType<Props>;
}

function knowsRemote(instance: ModuleFederation, remoteName: string): boolean {
  return instance.options.remotes.some((remote) => remote.name === remoteName || remote.alias === remoteName);
}

/**
 * The federation instance that has the remote registered. This remote's own instance starts with no
 * remotes (a container is initialised with `remotes: []`); in the composed site the shell's instance
 * holds every remote of its registry, so a module of another remote is loaded through that one.
 */
function instanceFor(remoteName: string): ModuleFederation | null {
  const own = getInstance();
  if (own && knowsRemote(own, remoteName)) return own;
  return getInstance((instance) => knowsRemote(instance, remoteName));
}

/**
 * Loads a component another remote exposes ('mfe_tools/transition-calculator-widget') at run time.
 * Rejects when no federation instance knows the remote, when loading fails, and when a runtime
 * plugin answered the failure with a stand-in (the shell's returns a function that throws) instead
 * of the module: the caller shows its own fallback in every case. Browser only: call it from an
 * effect or a lazy component, never during a server render.
 */
export async function loadFederatedComponent<Props>(id: string): Promise<FederatedComponentModule<Props>> {
  const remoteName = id.split('/')[0] ?? id;
  const instance = instanceFor(remoteName);
  if (!instance) throw new Error(`No federation instance has the remote "${remoteName}" registered`);
  const module = await instance.loadRemote<unknown>(id);
  if (!module || typeof module !== 'object' || typeof (module as { default?: unknown }).default !== 'function') {
    throw new Error(`${id} did not load a component`);
  }
  return module as FederatedComponentModule<Props>;
}
