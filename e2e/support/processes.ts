import { execFileSync } from 'node:child_process';

/** Every process below `pid` with its command line, found through the parent links `ps` reports. */
export function descendantsOf(pid: number): { pid: number; command: string }[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [child, parent, ...command] = line.trim().split(/\s+/);
      return { pid: Number(child), parent: Number(parent), command: command.join(' ') };
    });
  const found: { pid: number; command: string }[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const row of table) {
      if (row.parent === parent) {
        found.push({ pid: row.pid, command: row.command });
        queue.push(row.pid);
      }
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process listening on a local TCP port (from `ss`), or undefined. */
export function listenerOf(port: number): number | undefined {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = listing.match(/pid=(\d+)/)?.[1];
  return pid ? Number(pid) : undefined;
}

/** Sends a signal to a process and everything below it (SIGSTOP freezes a whole server). */
export function signalTree(pid: number, signal: NodeJS.Signals): void {
  for (const target of [pid, ...descendantsOf(pid).map((process) => process.pid)]) {
    try {
      process.kill(target, signal);
    } catch {
      // Gone meanwhile.
    }
  }
}
