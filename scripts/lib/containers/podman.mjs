// Podman, as `npm run test:containers` runs it: as root, with the project's containers.conf (the runc
// runtime and container limits this kind of machine permits), never the machine's own settings.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../paths.mjs';
import { runCommand } from '../run-command.mjs';

export const CONTAINERS_CONF = path.join(repositoryRoot, 'ops/containers/containers.conf');

/** The environment every podman and podman-compose command gets. */
export const podmanEnvironment = { CONTAINERS_CONF };

const execFileAsync = promisify(execFile);

/** A podman command's standard output (trimmed); rejects with its standard error on failure. */
export async function podmanOutput(args, options = {}) {
  try {
    const { stdout } = await execFileAsync('podman', args, {
      env: { ...process.env, ...podmanEnvironment, ...options.env },
      cwd: options.cwd ?? repositoryRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim();
  } catch (error) {
    throw new Error(`podman ${args.join(' ')}: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' / ')}`);
  }
}

/** A podman command with its output shown, prefixed with `label`. */
export function podman(label, args, options = {}) {
  return runCommand(label, 'podman', args, { ...options, env: { ...podmanEnvironment, ...options.env } });
}

export async function imageExists(image) {
  try {
    await podmanOutput(['image', 'exists', image]);
    return true;
  } catch {
    return false;
  }
}

/** An image's size in bytes. */
export async function imageSize(image) {
  return Number(await podmanOutput(['image', 'inspect', '--format', '{{.Size}}', image]));
}
