// The body of a canary's renderer thread (worker-renderer.ts): the shell's server renderer bundle,
// loaded in a thread of its own so that its federation runtime holds the canary's containers and
// no other version of the same remotes. Piscina runs `render` and `submit` for the server thread;
// each task carries the server manifests to render with, so a replaced thread needs no set-up.
import { parentPort, workerData } from 'node:worker_threads';
import { loadPageRenderer } from './load-renderer';
import type { PageRenderer, RendererLogEntry, RenderPageInput, SubmitPageInput } from './page-renderer-contract';

export interface RendererWorkerData {
  bundlePath: string;
  apiOrigin: string;
  budgetMs: number;
}

/** A task: what to render, and with which server manifests. */
export interface RendererTask<Input> {
  serverManifests: Record<string, string>;
  input: Input;
}

/** A log line of the renderer, sent to the server thread, which logs it with its own logger. */
export interface RendererWorkerLog {
  rendererLog: RendererLogEntry;
}

const { bundlePath, apiOrigin, budgetMs } = workerData as RendererWorkerData;
const log = (entry: RendererLogEntry) => parentPort?.postMessage({ rendererLog: entry } satisfies RendererWorkerLog);
// Loaded as the thread starts, before its first task arrives.
const loading = loadPageRenderer(bundlePath, { apiOrigin, budgetMs, log });
/** The server manifests the renderer was last told to use: registering them again would make it
 * load their code again. */
let registered = '';

async function rendererWith(serverManifests: Record<string, string>): Promise<PageRenderer> {
  const renderer = await loading;
  if (!renderer) throw new Error(`no server renderer at ${bundlePath}`);
  const manifests = JSON.stringify(serverManifests);
  if (manifests !== registered) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the renderer contract's method, not a React hook.
    renderer.useRemotes(serverManifests);
    registered = manifests;
  }
  return renderer;
}

export async function render({ serverManifests, input }: RendererTask<RenderPageInput>) {
  return (await rendererWith(serverManifests)).render(input);
}

export async function submit({ serverManifests, input }: RendererTask<SubmitPageInput>) {
  return (await rendererWith(serverManifests)).submit(input);
}
