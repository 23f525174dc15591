import { createHash } from 'node:crypto';

/** What a page may load besides its own origin's files. */
export interface PagePolicy {
  /** Origins the page loads code, data and images from (the shell's remotes). */
  remoteOrigins?: readonly string[];
  /** The page's inline scripts (the pre-paint theme script), allowed by hash and nothing else. */
  inlineScriptHashes?: readonly string[];
}

/** CSP hashes of the page's inline scripts (not JSON-LD, which browsers never execute). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy({ remoteOrigins = [], inlineScriptHashes = [] }: PagePolicy = {}): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${inlineScriptHashes.join(' ')}`,
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
}

/** The headers every HTML response of every server carries: a content security policy, no
 * framing by other sites (CSP frame-ancestors, and X-Frame-Options for older browsers), no MIME
 * sniffing, and a conservative referrer and permissions policy. */
export function htmlSecurityHeaders(policy: PagePolicy = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(policy),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}
