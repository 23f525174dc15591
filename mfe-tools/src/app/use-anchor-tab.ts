import { useEffect, useState } from 'react';
import type { ToolsTab } from '@gentlebowl/routes';
import { useLocation } from '@gentlebowl/router';
import { tabOfAnchor, toolAnchorOf } from './tool-anchors';

/**
 * The selected tab of the /tools page: first the one the address selects (`addressTab`, which the
 * server renders too), then following the location hash: arriving on (or following a link to) one
 * of the page's anchors opens the tab holding it and scrolls the anchor into view. The shell leaves
 * navigations with a hash unscrolled so the page can do this itself; the browser cannot, because
 * the anchor does not exist until the remote page has rendered its tab.
 *
 * Browsers never send the hash to the server, so the arrival's anchor is applied right after
 * hydration (the first render must match the server's).
 */
export function useAnchorTab(addressTab: ToolsTab): [ToolsTab, (tab: ToolsTab) => void] {
  const { hash, key } = useLocation();
  const anchor = toolAnchorOf(hash);
  const [tab, setTab] = useState<ToolsTab>(addressTab);
  // A navigation is new when its key or its hash is: the router gives a hash-only change made by the
  // browser (`location.hash = …`, the back button) the key of the entry it came from.
  const navigation = `${key}${hash}`;
  const [handledNavigation, setHandledNavigation] = useState(navigation);
  /** The anchor to bring into view once its tab is rendered. */
  const [pendingScroll, setPendingScroll] = useState<string | null>(null);

  // A new navigation to an anchor (also a second click on the same link) re-opens its tab. This is
  // adjusted during render, so the effect below already sees the anchor's tab rendered.
  if (navigation !== handledNavigation) {
    setHandledNavigation(navigation);
    if (anchor) {
      setTab(tabOfAnchor(anchor));
      setPendingScroll(anchor);
    }
  }

  // The anchor the visitor arrived with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the arrival; later navigations are handled above.
  useEffect(() => {
    if (anchor) {
      setTab(tabOfAnchor(anchor));
      setPendingScroll(anchor);
    }
  }, []);

  useEffect(() => {
    if (!pendingScroll) return;
    document.getElementById(pendingScroll)?.scrollIntoView({ block: 'start' });
    setPendingScroll(null);
  }, [pendingScroll]);

  return [tab, setTab];
}
