// Test helpers around a jest mock of '@module-federation/enhanced/runtime' (the test file declares
// the mock: jest.mock(...) with loadRemote, registerPlugins and registerRemotes as jest.fn()).
import { registerPlugins } from '@module-federation/enhanced/runtime';

type RuntimePlugin = NonNullable<Parameters<typeof registerPlugins>[0]>[number];
export type ErrorLoadRemoteArgs = Parameters<NonNullable<RuntimePlugin['errorLoadRemote']>>[0];

/** The runtime plugin the shell registered last. */
export function registeredPlugin(): RuntimePlugin {
  const plugin = jest.mocked(registerPlugins).mock.calls.at(-1)?.[0]?.[0];
  if (!plugin) throw new Error('no runtime plugin was registered');
  return plugin;
}

/** What the runtime's loadRemote does when it cannot fetch a remote: it asks the plugins'
 * errorLoadRemote hook and hands back whatever that returns in place of the module. */
export function failsToFetch(id: string): Promise<unknown> {
  const args = { id, error: new Error('Failed to fetch the remote entry'), from: 'runtime', lifecycle: 'onLoad' };
  return Promise.resolve(registeredPlugin().errorLoadRemote?.(args as ErrorLoadRemoteArgs));
}
