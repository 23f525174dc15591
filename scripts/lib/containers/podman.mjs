// Podman, as `npm run test:containers` runs it: as root, with the project's containers.conf (the runc
// runtime and container limits this kind of machine permits), never the machine's own settings.
import { execFile, spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../paths.mjs';

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

/**
 * Runs `command` (podman, podman-compose) with podman's settings, its whole output appended to
 * `logFile`; on failure rejects with its last lines, so the terminal shows what went wrong and the
 * log the rest (podman-compose prints its whole merged file and every command it runs).
 */
export function runLogged(label, command, args, { env = {}, logFile }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env: { ...process.env, ...podmanEnvironment, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', async (code, signal) => {
      await appendFile(logFile, `\n$ ${command} ${args.join(' ')}\n${output}`);
      if (code === 0) return resolve();
      const tail = output.trim().split('\n').slice(-20).join('\n');
      reject(new Error(`${label}: ${command} failed (${signal ?? code}); its last lines (all in ${logFile}):\n${tail}`));
    });
  });
}
