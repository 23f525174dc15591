/** The remotes that own pages. Their names are the federation names the registry lists. */
export type RemoteName = 'mfe_content' | 'mfe_selector' | 'mfe_tools';

/** One page of the site, as the remote that owns it declares it. */
export interface PageRoute {
  /** Stable name other code links by; never shown. */
  id: string;
  /** A react-router pattern: static segments and `:param` segments only. */
  path: string;
  /** How links, breadcrumbs and the site map name the page. */
  title: string;
  /** The breadcrumb label, where it differs from the title. */
  crumb?: string;
  remote: RemoteName;
  /** The module the remote exposes for this page (its default export is the page). */
  module: string;
  /** The page one level up in the breadcrumb trail (Home has none). */
  parent?: string;
  /** For a pattern route: the API resource, with the same `:param`s, whose existence decides whether
   * the page exists (the server answers 404 when the API does). */
  resource?: string;
  /** The query parameters the page reads (a results link's answers, a comparison's foods). The
   * shell's server drops every other before it renders the page or looks it up in its cache, so a
   * made-up parameter never costs a render. */
  query?: readonly string[];
  /** The parameters of `query` that carry what a visitor typed or a link made for one person (a dog's
   * name, a note, a mail link's token). An address with any of them is that person's page: the
   * shell's server renders it for them alone, keeps it in no cache and sends it `private, no-store`
   * (isPersonalAddress). */
  personal?: readonly string[];
  /** When the page's own text last changed (YYYY-MM-DD), for /sitemap.xml. Pages that show posts take
   * the newest post's date instead. */
  lastModified?: string;
  /** When the page's text was first published (YYYY-MM-DD), for an article page's structured data;
   * its `lastModified` is the date it was last changed. */
  published?: string;
  /** The page lists blog posts, so it changes whenever a post is published. */
  showsPosts?: boolean;
  /** The page lists the catalogue's foods, so it changes whenever a food does. */
  showsFoods?: boolean;
  /** The page is the food selector's own flow, so the floating "Find Perfect Food" shortcut to it is
   * not offered there. */
  hidesFinderButton?: boolean;
  /** The page is reached from a mail's link only (the newsletter's confirm and unsubscribe pages): it
   * is left out of /sitemap.xml and asks search engines not to index it. */
  unlisted?: boolean;
}

/** An old address that moved: the server answers it with a permanent redirect. */
export interface RouteRedirect {
  from: string;
  to: string;
}
