import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_TOOLS_TAB, tabOfAnchor, type ToolsTabId, toolAnchorOf } from './tool-anchors';

/**
 * The selected tab of the /tools page, following the location hash: arriving on (or following a
 * link to) one of the page's anchors opens the tab holding it and scrolls the anchor into view.
 * The shell leaves navigations with a hash unscrolled so the page can do this itself; the browser
 * cannot, because the anchor does not exist until the remote page has rendered its tab.
 */
export function useAnchorTab(): [ToolsTabId, (tab: ToolsTabId) => void] {
  const { hash, key } = useLocation();
  const anchor = toolAnchorOf(hash);
  const [tab, setTab] = useState<ToolsTabId>(anchor ? tabOfAnchor(anchor) : DEFAULT_TOOLS_TAB);
  const [handledNavigation, setHandledNavigation] = useState(key);

  // A new navigation to an anchor (also a second click on the same link) re-opens its tab. This is
  // adjusted during render, so the effect below already sees the anchor's tab rendered.
  if (key !== handledNavigation) {
    setHandledNavigation(key);
    if (anchor) {
      setTab(tabOfAnchor(anchor));
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: key re-runs the scroll when the same anchor is followed again.
  useEffect(() => {
    if (anchor) {
      document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
    }
  }, [anchor, key]);

  return [tab, setTab];
}
