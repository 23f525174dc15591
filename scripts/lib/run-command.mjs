import { spawn } from 'node:child_process';
import { repositoryRoot } from './paths.mjs';

/** Runs a command to completion, its output prefixed with a label; rejects on a non-zero exit. */
export function runCommand(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repositoryRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const forward = (stream, target) => {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) target.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending && target.write(`[${label}] ${pending}\n`));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label}: ${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}
