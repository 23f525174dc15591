import path from 'node:path';
import Piscina from 'piscina';
import type { PageRenderer, RendererLogEntry, RenderPageInput, RenderedPage, SubmitPageInput, SubmittedPage } from './page-renderer-contract';
import type { RendererTask, RendererWorkerData, RendererWorkerLog } from './renderer-worker';

/** A renderer that can be shut down, with its thread, once its variant can no longer be served. */
export interface VariantRenderer extends PageRenderer {
  close(): Promise<void>;
}

export interface WorkerRendererOptions extends RendererWorkerData {
  /** How many pages it renders at once (each waits for the API in part). */
  concurrentRenders: number;
  log: (entry: RendererLogEntry) => void;
}

const isRendererLog = (message: unknown): message is RendererWorkerLog =>
  typeof message === 'object' && message !== null && 'rendererLog' in message;

/**
 * The server renderer in a worker thread of its own, for a canary variant: two versions of one
 * remote cannot share a federation runtime. The runtime keys a loaded container by the remote's
 * name (its global `entryGlobalName` from the manifest, its federation instance by name, and the
 * Node runtime plugin finds a container's chunk URLs by looking its name up in every instance), so
 * a canary registered beside the stable version, even under an alias, would run the stable
 * version's code or fetch its chunks from the stable version's address. A worker thread has its
 * own globals, and so its own federation runtime; it costs a thread and a copy of the renderer
 * (about 100 MB) while a canary is served.
 */
export function workerRenderer({ concurrentRenders, log, ...workerData }: WorkerRendererOptions): VariantRenderer {
  const pool = new Piscina({
    filename: path.join(__dirname, 'renderer-worker.js'),
    workerData,
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: concurrentRenders,
    // Between tasks the thread keeps running its timers and requests (Atomics would pause them).
    useAtomics: false,
  });
  pool.on('message', (message: unknown) => {
    if (isRendererLog(message)) log(message.rendererLog);
  });
  let serverManifests: Record<string, string> = {};
  return {
    useRemotes(manifests) {
      serverManifests = manifests as Record<string, string>;
    },
    render: (input) => pool.run({ serverManifests, input } satisfies RendererTask<RenderPageInput>, { name: 'render' }) as Promise<RenderedPage>,
    submit: (input) => pool.run({ serverManifests, input } satisfies RendererTask<SubmitPageInput>, { name: 'submit' }) as Promise<SubmittedPage>,
    close: () => pool.destroy(),
  };
}
