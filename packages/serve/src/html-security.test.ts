import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './html-security';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only: not loaded scripts, not JSON-LD, not empty ones', () => {
    const html = [
      '<script>document.documentElement.classList.add("dark")</script>',
      '<script defer src="/main.0123456789.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script> </script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('document.documentElement.classList.add("dark")')]);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

  it('admits code, data and images from the page origin and the remotes only, and forbids framing', () => {
    const policy = directives(contentSecurityPolicy({ remoteOrigins: ['http://localhost:3001'], inlineScriptHashes: ["'sha256-abc='"] }));
    expect(policy.get('script-src')).toBe("script-src 'self' http://localhost:3001 'sha256-abc='");
    expect(policy.get('connect-src')).toBe("connect-src 'self' http://localhost:3001");
    expect(policy.get('img-src')).toBe("img-src 'self' data: http://localhost:3001");
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy.get('object-src')).toBe("object-src 'none'");
  });

  it('gives a page without remotes or inline scripts its own origin only', () => {
    expect(directives(contentSecurityPolicy()).get('script-src')).toBe("script-src 'self'");
  });
});
