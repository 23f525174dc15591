import { routeHref } from './catalogue';
import { TOOLS_ANCHOR_TABS, TOOLS_TABS, type ToolsAnchor } from './tools-routes';

/**
 * The address of a section of /tools. A server sees an address's query, never its hash, so a section
 * on a tab other than the first names its tab too (`/tools?tab=transition-guide#feeding-guide`): the
 * page then arrives with that tab open and scrolls to the section, before its scripts run and
 * without them. A section on the first tab needs no query (`/tools#feeding-calculator`).
 */
export function toolsSectionHref(anchor: ToolsAnchor): string {
  const tab = TOOLS_ANCHOR_TABS[anchor];
  return routeHref('tools', { hash: anchor, ...(tab === TOOLS_TABS[0] ? {} : { query: { tab } }) });
}
