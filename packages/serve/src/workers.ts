// A server whose work is CPU-bound (the shell renders every page it does not have cached) runs as
// several processes sharing one port through node:cluster, so it uses more than one core. The
// primary process only supervises: it starts the workers, replaces one that dies while serving,
// gives up when one cannot start (a second try would fail alike), and on SIGINT/SIGTERM asks each
// worker to stop as `listen` does (requests in flight are finished) and exits when all have.
import cluster, { type Worker } from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { SHUTDOWN_GRACE_MS } from './server';

/** By default a worker per core, up to this many: each holds its own copy of what it loads. */
const DEFAULT_MOST_WORKERS = 4;

/** Where Linux (cgroup v2) keeps a container's CPU limit: "max 100000", or "50000 100000" for half a core. */
const CPU_LIMIT_FILE = '/sys/fs/cgroup/cpu.max';

function readCpuLimit(): string | undefined {
  try {
    return readFileSync(CPU_LIMIT_FILE, 'utf8');
  } catch {
    return undefined;
  }
}

/** The whole cores a CPU limit (cpu.max's "quota period") allows, rounded up; undefined without one. */
function coresAllowed(cpuLimit: string | undefined): number | undefined {
  const [quota = Number.NaN, period = Number.NaN] = (cpuLimit ?? '').trim().split(/\s+/).map(Number);
  return quota > 0 && period > 0 ? Math.ceil(quota / period) : undefined;
}

/**
 * How many workers a server runs when its settings do not say: one per core it may use, at most
 * four. A container's CPU limit counts too: Node 20 reports the machine's cores, however few of
 * them the container is given.
 */
export function defaultWorkerCount(cores = availableParallelism(), cpuLimit = readCpuLimit()): number {
  return Math.max(1, Math.min(cores, coresAllowed(cpuLimit) ?? cores, DEFAULT_MOST_WORKERS));
}

export interface WorkersOptions {
  /** Names the server in the primary's lines on stderr. */
  name: string;
  /** How many workers serve; with 1 the server runs in this process, without a primary. */
  count: number;
}

const say = (name: string, message: string) => process.stderr.write(`${name}: ${message}\n`);

/** The key of a message a worker sends for its siblings, which the primary passes on. */
const SIBLING_NEWS = 'gentlebowlSiblingNews';

/**
 * Tells the other workers of this server that `topic` happened (say, a remote was redeployed), so
 * they need not wait to find out for themselves. Nothing happens outside a cluster.
 */
export function tellSiblingWorkers(topic: string): void {
  if (cluster.isWorker) process.send?.({ [SIBLING_NEWS]: topic });
}

/** Calls `handler` whenever a sibling worker tells of `topic`. Nothing happens outside a cluster. */
export function onSiblingWorkerNews(topic: string, handler: () => void): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    if (newsTopic(message) === topic) handler();
  });
}

/** The topic of a worker's news for its siblings; undefined for any other message. */
function newsTopic(message: unknown): unknown {
  return typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[SIBLING_NEWS] : undefined;
}

/**
 * Runs `serve` (which builds the server and listens) in `count` worker processes, or in this
 * process when `count` is 1 or this process is itself a worker.
 */
export async function runWorkers({ name, count }: WorkersOptions, serve: () => Promise<void>): Promise<void> {
  if (count <= 1 || cluster.isWorker) return serve();

  let stopping = false;
  const listening = new WeakSet<Worker>();
  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!listening.has(worker)) {
        say(name, `a worker stopped before it could serve (${how}); stopping.`);
        stopAll(1);
        return;
      }
      say(name, `worker ${worker.process.pid} stopped unexpectedly (${how}); starting another.`);
      start();
    });
  };

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const running = workers.filter((worker) => !worker.isDead());
    if (running.length === 0) process.exit(exitCode);
    let left = running.length;
    for (const worker of running) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
    // Each worker exits by itself within its grace period; this is for one that hangs regardless.
    setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, SHUTDOWN_GRACE_MS + 2_000).unref();
  };

  cluster.on('message', (sender, message: unknown) => {
    if (newsTopic(message) === undefined) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== sender && worker.isConnected()) worker.send(message as object);
  });
  // A terminal's Ctrl-C reaches the workers too, and may come twice: each stop happens once.
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (let index = 0; index < count; index += 1) start();
}
