import type { RemotePageModule } from '@gentlebowl/platform';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The remote page modules already loaded before React renders: on the shell's server, the page of
 * the requested route (loaded from the remote's server container); in the browser, the same page
 * (from its browser container) loaded before hydration, so the first render matches the server's
 * HTML instead of suspending.
 */
export interface PreloadedPages {
  /** By route id. */
  modules: ReadonlyMap<string, RemotePageModule>;
  /** Rendering on the shell's server: a page that is not preloaded is left to the browser. */
  onServer: boolean;
  /** The answer of a page's action to a refused submission, for the page it was sent to. */
  actionData?: PageActionData;
}

/** What a page's action refused a form with (see PageActionResult), and the route it belongs to. */
export interface PageActionData {
  routeId: string;
  data: unknown;
}

const PreloadedPagesContext = createContext<PreloadedPages>({ modules: new Map(), onServer: false });

export function PreloadedPagesProvider({ value, children }: { value: PreloadedPages; children: ReactNode }) {
  return <PreloadedPagesContext.Provider value={value}>{children}</PreloadedPagesContext.Provider>;
}

export const usePreloadedPages = (): PreloadedPages => useContext(PreloadedPagesContext);
