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
 * for it before it interacts. It wraps the app rather than sitting beside it: React derives `useId`
 * from the tree's shape, and a sibling the server's tree does not have gave every id in the browser
 * another value than in the server's markup (a field's error then named a hint id nothing had). */
function MarkTakenOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.setAttribute('data-hydrated', ''), [root]);
  return children;
}

/** The whole site as the browser renders it into #root: the server's tree (`page-renderer.tsx`)
 * without its head collector, which renders nothing of its own. */
export function browserApp(root: HTMLElement, store: AppStore, config: RuntimeConfig, pages: PreloadedPages): ReactNode {
  return (
    <CacheProvider value={createStyleCache()}>
      <MarkTakenOver root={root}>
        <App store={store} config={config} pages={pages} />
      </MarkTakenOver>
    </CacheProvider>
  );
}
