import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

export interface RenderToHtmlOptions {
  /** When to stop waiting: boundaries still pending then are sent as their fallbacks and finished
   * in the browser. */
  deadline: number;
  /** Errors thrown while rendering (React has already replaced the failing boundary's content by
   * its fallback); returns the digest the browser sees. */
  onError: (error: unknown) => string | undefined;
}

/**
 * Renders a tree with React's streaming renderer and collects the whole HTML (the server caches
 * pages, so it needs them whole). Suspended parts are waited for until the deadline; an error in a
 * Suspense boundary leaves that boundary to the browser, never failing the page.
 */
export function renderToHtml(tree: ReactNode, { deadline, onError }: RenderToHtmlOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Everything finished is written in place: no boundary is moved out of line to be revealed by
      // an inline script, which visitors without JavaScript (and the page's CSP) would never run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Piped on the next turn: when an abort completes the render, React is still unwinding.
      onAllReady: () => setImmediate(() => stream.pipe(sink)),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
    // Past the deadline, pending boundaries are flushed as fallbacks and onAllReady follows.
    const timer = setTimeout(() => stream.abort(new Error('render budget spent')), Math.max(0, deadline - Date.now()));
  });
}

/** React writes the page's hoistable head elements (title, meta, link) before the root's markup
 * when it renders into an element rather than a whole document: they belong in <head>. */
const LEADING_HEAD_ELEMENT = /^(?:<title>[^<]*<\/title>|<(?:meta|link|base)\b[^>]*>)/;

export function splitHeadElements(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = LEADING_HEAD_ELEMENT.exec(rest); match; match = LEADING_HEAD_ELEMENT.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}
