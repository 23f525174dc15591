import { defaultRuntimeConfig, resolveSiteOrigin } from './runtime-config';

describe('defaultRuntimeConfig', () => {
  it('carries the brand, contact address and partner code the site ships with', () => {
    expect(defaultRuntimeConfig).toEqual({
      brandName: 'Gentle Bowl',
      contactEmail: 'hello@gentlebowl.com',
      siteOrigin: '',
      affiliatePartnerCode: 'gentlebowl',
    });
  });
});

describe('resolveSiteOrigin', () => {
  it('uses the configured origin without its trailing slash', () => {
    expect(resolveSiteOrigin('https://www.gentlebowl.com/', 'http://localhost:8080')).toBe(
      'https://www.gentlebowl.com',
    );
  });

  it("falls back to the page's own origin when none is configured", () => {
    expect(resolveSiteOrigin('', 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(resolveSiteOrigin('   ', 'http://localhost:8080/')).toBe('http://localhost:8080');
  });
});
