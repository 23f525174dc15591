// The static snapshot each page is measured against: the page's HTML as a crawler receives it (no
// script runs), with its scripts removed, served as a plain file. Every other address (styles,
// images, /api, /media) is proxied to the site, so the snapshot loads what the page's HTML itself
// loads and nothing that its scripts would.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import replyFrom from '@fastify/reply-from';
import { parse, serialize } from 'parse5';

const require = createRequire(import.meta.url);

/** JSON-LD is data for crawlers, never executed: it stays. */
const isExecutableScript = (node) =>
  node.nodeName === 'script' && !node.attrs.some(({ name, value }) => name === 'type' && value.trim().toLowerCase() === 'application/ld+json');

function removeScripts(node) {
  if (!node.childNodes) return;
  node.childNodes = node.childNodes.filter((child) => !isExecutableScript(child));
  for (const child of node.childNodes) removeScripts(child);
}

/** The page's HTML without its scripts (JSON-LD kept). */
export function withoutScripts(html) {
  const document = parse(html);
  removeScripts(document);
  return serialize(document);
}

/** Fetches a page as a crawler does: one GET, following redirects, no script run. */
export async function fetchSnapshot(pageUrl) {
  const response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  return withoutScripts(await response.text());
}

const fileFor = (pagePath) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

/**
 * A server on `port` that answers each page's address with its snapshot, written to `folder` and
 * sent by @gentlebowl/serve's static files (the cache and security headers the shell's page gets),
 * and proxies every other request to `siteOrigin` with @fastify/reply-from.
 * @param {{ port: number, siteOrigin: string, remoteOrigins: string[], folder: string, snapshots: Map<string, string> }} options
 */
export async function startSnapshotServer({ port, siteOrigin, remoteOrigins, folder, snapshots }) {
  // Built by `npm run build` (packages/serve), which runs before this is called.
  const { createServer, registerStaticFiles } = require('@gentlebowl/serve');
  rmSync(folder, { recursive: true, force: true });
  const files = new Map([...snapshots.keys()].map((pagePath) => [pagePath, fileFor(pagePath)]));
  for (const [pagePath, file] of files) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), snapshots.get(pagePath));
  }

  const app = createServer({ name: 'bench-web-snapshot', logLevel: 'error' });
  await app.register(replyFrom, { base: siteOrigin });
  const snapshotFiles = new Set(files.values());
  await registerStaticFiles(app, {
    root: folder,
    remoteOrigins,
    index: false,
    // Only the page routes below send snapshot files; any other address is the site's.
    allowedPath: (filePath) => snapshotFiles.has(filePath),
  });
  for (const [pagePath, file] of files) app.get(pagePath, (_request, reply) => reply.sendFile(file));
  app.setNotFoundHandler((request, reply) => reply.from(request.url));
  // Both loopback addresses, as the shell listens on every interface: `localhost` finds it either way.
  await app.listen({ port, host: 'localhost' });
  return {
    origin: `http://localhost:${port}`,
    close: () => app.close(),
  };
}
