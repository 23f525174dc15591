import type { RuntimeConfig, ServerHandoffState } from '@gentlebowl/platform';
import type { RemoteName } from '@gentlebowl/routes';
import type { PageActionData } from '../features/remotes/preloaded-pages';

/** The id of the JSON script element the shell's server writes into every page it sends. */
export const PAGE_HANDOFF_ELEMENT_ID = 'gentlebowl-page';

/** What the shell's server hands its page in the browser. */
export interface PageHandoff {
  /** Where the browser loads each remote's container from (its manifest's URL). */
  remotes: Partial<Record<RemoteName, string>>;
  config: RuntimeConfig;
  /** The server rendered the page: the browser hydrates it instead of rendering it afresh. */
  rendered: boolean;
  /** The API cache the server's render filled (answered queries only). */
  state?: ServerHandoffState;
  /** The page's action's answer to the form the visitor sent (a refused submission's page). */
  actionData?: PageActionData;
}

/** The handoff the server wrote into the page, or null on a page it did not write (the dev server). */
export function readPageHandoff(document: Document): PageHandoff | null {
  const element = document.getElementById(PAGE_HANDOFF_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageHandoff;
  } catch {
    return null;
  }
}
