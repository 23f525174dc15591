import { createHash } from 'node:crypto';
import type { RemoteRegistry } from './remote-registry';

function originsOf(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry.remotes)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // An unparseable registry entry simply grants nothing.
    }
  }
  return [...origins];
}

/** Hashes of the page's inline scripts (the pre-paint theme script), so the policy can allow
 * exactly them and no other inline code. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Headers for the HTML page: a content security policy that admits the registered remotes. */
export function securityHeaders(registry: RemoteRegistry, html: string): Record<string, string> {
  const remotes = originsOf(registry).join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${inlineScriptHashes(html).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
