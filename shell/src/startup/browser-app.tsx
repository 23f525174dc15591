import { CacheProvider } from '@emotion/react';
import { type AppStore, createStyleCache, type RuntimeConfig } from '@gentlebowl/platform';
import { type ReactNode, useEffect } from 'react';
import { App } from '../app/app';
import type { PreloadedPages } from '../features/remotes/preloaded-pages';
import { BROWSER_ONLY_DIGEST } from '../features/remotes/browser-only-page';

/** A boundary the server handed to the browser on purpose is not an error worth reporting. */
export function reportRecoverableError(error: unknown): void {
  if ((error as { digest?: string } | null)?.digest === BROWSER_ONLY_DIGEST) return;
  console.error(error);
}

/** Marks #root once React has taken the page over (hydrated or rendered): the browser suite waits
 * for it before it interacts. Renders nothing, so the server's markup is unaffected. */
function MarkTakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-hydrated', ''), [root]);
  return null;
}

/** The whole site as the browser renders it into #root. */
export function browserApp(root: HTMLElement, store: AppStore, config: RuntimeConfig, pages: PreloadedPages): ReactNode {
  return (
    <CacheProvider value={createStyleCache()}>
      <App store={store} config={config} pages={pages} />
      <MarkTakenOver root={root} />
    </CacheProvider>
  );
}
