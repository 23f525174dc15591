/** The JSON script element the production page lists its startup scripts in (mf-config's
 * StartupPreloadPlugin writes it under the same name; the dev server's page has none). */
export const STARTUP_SCRIPTS_ELEMENT_ID = 'startup-scripts';

/** Starts downloading every script startup needs, all at once, so that bootstrap's one-at-a-time
 * imports wait for no network. A missing or unreadable list preloads nothing. */
export function preloadStartupScripts(document: Document): void {
  let scripts: unknown;
  try {
    scripts = JSON.parse(document.getElementById(STARTUP_SCRIPTS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(scripts)) return;
  const links = document.createDocumentFragment();
  for (const href of scripts) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    // Below the page's own images: the page is readable before any of these runs.
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
