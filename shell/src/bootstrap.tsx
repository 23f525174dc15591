import { createAppStore, defaultRuntimeConfig, type RemotePageModule } from '@gentlebowl/platform';
import { matchRoute } from '@gentlebowl/routes';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { type PageHandoff, readPageHandoff } from './app/page-handoff';
import { BROWSER_ONLY_DIGEST } from './features/remotes/browser-only-page';
import { loadRemotePage, registerRegistryRemotes } from './features/remotes/federation';
import { fetchRemoteRegistry } from './features/remotes/remote-registry';

/** Without a server-written page (the dev server), the registry is fetched and the page rendered here. */
async function handoffFromRegistry(): Promise<PageHandoff> {
  const registry = await fetchRemoteRegistry();
  return { remotes: registry.remotes, config: { ...defaultRuntimeConfig, ...registry.site }, rendered: false };
}

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

/** A boundary the server handed to the browser on purpose is not an error worth reporting. */
function reportRecoverableError(error: unknown): void {
  if ((error as { digest?: string } | null)?.digest === BROWSER_ONLY_DIGEST) return;
  console.error(error);
}

/** Marks #root once React has taken the page over (hydrated or rendered): the browser suite waits
 * for it before it interacts. Renders nothing, so the server's markup is unaffected. */
function MarkTakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-hydrated', ''), [root]);
  return null;
}

async function start() {
  const handoff = readPageHandoff(document) ?? (await handoffFromRegistry());
  registerRegistryRemotes(handoff.remotes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const store = createAppStore(handoff.state);

  if (handoff.rendered) {
    const modules = await preloadCurrentPage();
    // In a transition React hydrates in short slices, leaving the main thread free for the
    // visitor's input between them, instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          <App store={store} config={handoff.config} pages={{ modules, onServer: false }} />
          <MarkTakenOver root={root} />
        </>,
        { onRecoverableError: reportRecoverableError },
      );
    });
  } else {
    createRoot(root).render(
      <>
        <App store={store} config={handoff.config} pages={{ modules: new Map(), onServer: false }} />
        <MarkTakenOver root={root} />
      </>,
    );
  }
}

void start();
