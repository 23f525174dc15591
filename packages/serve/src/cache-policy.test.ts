import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'registry.json'])(
    'makes browsers revalidate %s, which a deployment replaces in place',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );

  it.each(['main.3f9a1c0b2e.js', '412.0a1b2c3d4e.js', 'assets/logo.9f8e7d6c5b.svg'])(
    'caches the content-hashed %s for a year',
    (file) => {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    },
  );
});
