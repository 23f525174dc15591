/**
 * A page's startup links: the preloads of the scripts that take the page over (the shell's, written
 * by mf-config's StartAfterLoadPlugin into the built page, and the page's remote's, written by the
 * shell's server) wait in `<template data-startup-links>` elements. Links inside a template are not
 * fetched: the page's starter adds them to the document when it starts the scripts, after the page
 * has loaded or at the visitor's first interaction, so they never compete with what the page shows.
 */
export const STARTUP_LINKS_ATTRIBUTE = 'data-startup-links';

/** Links (HTML) the page's starter adds when it starts the scripts, not before; nothing for none. */
export function startupLinksTemplate(linksHtml: string): string {
  return linksHtml ? `<template ${STARTUP_LINKS_ATTRIBUTE}>${linksHtml}</template>` : '';
}
