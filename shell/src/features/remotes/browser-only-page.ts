/** The digest the server gives a route it leaves to the browser, so the browser can tell this
 * deliberate hand-over from a real server error when it hydrates. */
export const BROWSER_ONLY_DIGEST = 'gentlebowl:render-in-browser';

/**
 * Thrown on the server by a page whose code could not be loaded in time: React then streams the
 * route's loading frame, and the browser loads and renders the page itself (the client-side path).
 */
export class BrowserOnlyPage extends Error {
  readonly digest = BROWSER_ONLY_DIGEST;

  constructor(routeId: string) {
    super(`The page ${routeId} is rendered in the browser`);
    this.name = 'BrowserOnlyPage';
  }
}
