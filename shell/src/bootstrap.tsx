import type { RemotePageModule } from '@gentlebowl/platform';
import { matchRoute } from '@gentlebowl/routes';
import { startTransition } from 'react';
import { type PageHandoff, readPageHandoff } from './app/page-handoff';
import { loadRemotePage, registerRegistryRemotes } from './features/remotes/federation';
import { fetchRemoteRegistry } from './features/remotes/remote-registry';
import { nextTask } from './startup/next-task';

// Startup runs in slices: this module is small, and the heavy ones (react-dom, the platform, the
// app with its UI kit and router) are imported one at a time with a task boundary between them,
// so the browser can paint and answer input while the page comes to life. They download together,
// with the entry: the production page preloads every script startup needs when it starts the entry
// (see mf-config's StartupPreloadPlugin), so importing one at a time waits for no network.

/** Loads the current route's page before hydrating, so the first render matches the server's HTML.
 * If it cannot be loaded, the route renders its loading frame and retries as on any navigation. */
async function preloadCurrentPage(): Promise<Map<string, RemotePageModule>> {
  const match = matchRoute(window.location.pathname);
  if (!match) return new Map();
  try {
    return new Map([[match.route.id, await loadRemotePage(match.route)]]);
  } catch {
    return new Map();
  }
}

async function start() {
  const handoff = readPageHandoff(document) ?? (await handoffFromRegistry());
  registerRegistryRemotes(handoff.remotes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The page's own module loads alongside the shell's: the federation runtime reads the remote's
  // manifest and entry, which the page preloaded, while the shell's modules evaluate, instead of
  // after them.
  const pageModules = handoff.rendered ? preloadCurrentPage() : Promise.resolve(new Map<string, RemotePageModule>());
  const { createAppStore } = await import('@gentlebowl/platform');
  const store = createAppStore(handoff.state);
  await nextTask();
  await import('@gentlebowl/ui');
  await nextTask();
  await import('@gentlebowl/router');
  await nextTask();
  const { browserApp, reportRecoverableError } = await import('./startup/browser-app');
  await nextTask();
  // React DOM last: the largest script, it arrives last, and the others evaluate while it downloads.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const modules = await pageModules;

  if (handoff.rendered) {
    // In a transition React hydrates in short slices, leaving the main thread free for the
    // visitor's input between them, instead of one long task.
    startTransition(() => {
      const pages = { modules, onServer: false, actionData: handoff.actionData };
      hydrateRoot(root, browserApp(root, store, handoff.config, pages), {
        onRecoverableError: reportRecoverableError,
      });
    });
  } else {
    createRoot(root).render(browserApp(root, store, handoff.config, { modules, onServer: false }));
  }
}

/** Without a server-written page (the dev server), the registry is fetched and the page rendered here.
 * Below start(): the page preloads startup's scripts in the order its imports appear in this file. */
async function handoffFromRegistry(): Promise<PageHandoff> {
  const [registry, { defaultRuntimeConfig }] = await Promise.all([fetchRemoteRegistry(), import('@gentlebowl/platform')]);
  return { remotes: registry.remotes, config: { ...defaultRuntimeConfig, ...registry.site }, rendered: false };
}

void start();
