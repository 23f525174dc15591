import { parseArgs } from 'node:util';
import {
  ConfigurationError,
  invalidConfiguration,
  listenerSettings,
  parseConfiguration,
  parseOrigin,
  parsePort,
  setting,
} from '@gentlebowl/config';
import { z } from 'zod';

/** The variables a remote's server reads. The port may also be given with --port, which wins. */
export const remoteServerEnvironment = z.object({
  PORT: setting(parsePort),
  ...listenerSettings,
});

const remoteServerArguments = z.object({
  '--root': setting((value) => value),
  '--port': setting(parsePort),
  '--name': setting((value) => {
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(value)) throw new Error(`must be a lower-case name such as mfe-tools, got ${JSON.stringify(value)}`);
    return value;
  }),
  '--remote-origin': z.array(setting(parseOrigin)).transform((origins) => origins.filter((origin) => origin !== undefined)),
});

export interface RemoteServerConfig {
  /** The remote's build folder. */
  root: string;
  port: number;
  name: string;
  /** Origins the folder's standalone page may load code from besides its own (a host page). */
  remoteOrigins: string[];
  host?: string;
  logLevel: string;
}

/**
 * `serve-remote --root <dist> --port <port> --name <name> [--remote-origin <origin>]…`, with PORT,
 * HOST and LOG_LEVEL from the environment; throws a ConfigurationError naming whatever is missing
 * or malformed.
 */
export function loadRemoteServerConfig(argv: readonly string[], env: NodeJS.ProcessEnv): RemoteServerConfig {
  let values: Record<string, string | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        root: { type: 'string' },
        port: { type: 'string' },
        name: { type: 'string' },
        'remote-origin': { type: 'string', multiple: true, default: [] },
      },
    }));
  } catch (error) {
    throw new ConfigurationError(`invalid arguments: ${(error as Error).message.split('\n')[0]}`);
  }
  const args = parseConfiguration(remoteServerArguments, {
    '--root': values.root,
    '--port': values.port,
    '--name': values.name,
    '--remote-origin': values['remote-origin'],
  });
  const variables = parseConfiguration(remoteServerEnvironment, env);
  const port = args['--port'] ?? variables.PORT;
  if (port === undefined) throw invalidConfiguration(['PORT is not set (give the port with --port or PORT)']);
  return {
    root: args['--root'] ?? 'dist',
    port,
    name: args['--name'] ?? 'remote',
    remoteOrigins: args['--remote-origin'],
    host: variables.HOST,
    logLevel: variables.LOG_LEVEL ?? 'info',
  };
}
