import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_TOOLS_TAB, tabOfAnchor, type ToolsTabId, toolAnchorOf } from './tool-anchors';

/**
 * The selected tab of the /tools page, following the location hash: arriving on (or following a
 * link to) one of the page's anchors opens the tab holding it and scrolls the anchor into view.
 * The shell leaves navigations with a hash unscrolled so the page can do this itself; the browser
 * cannot, because the anchor does not exist until the remote page has rendered its tab.
 *
 * Browsers never send the hash to the server, so the page is server-rendered on the default tab and
 * the arrival's anchor is applied right after hydration (the first render must match the server's).
 */
export function useAnchorTab(): [ToolsTabId, (tab: ToolsTabId) => void] {
  const { hash, key } = useLocation();
  const anchor = toolAnchorOf(hash);
  const [tab, setTab] = useState<ToolsTabId>(DEFAULT_TOOLS_TAB);
  const [handledNavigation, setHandledNavigation] = useState(key);
  /** The anchor to bring into view once its tab is rendered. */
  const [pendingScroll, setPendingScroll] = useState<string | null>(null);

  // A new navigation to an anchor (also a second click on the same link) re-opens its tab. This is
  // adjusted during render, so the effect below already sees the anchor's tab rendered.
  if (key !== handledNavigation) {
    setHandledNavigation(key);
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
