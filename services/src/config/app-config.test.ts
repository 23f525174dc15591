import { expectRefused } from '@gentlebowl/config/testing';
import { loadAppConfig } from './app-config.js';

describe('loadAppConfig', () => {
  it('trusts the loopback proxy by default, and exactly the configured proxies otherwise', () => {
    expect(loadAppConfig({}).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(loadAppConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.16.0.0/12,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'fd00::/8',
    ]);
    expect(loadAppConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    expect(() => loadAppConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES must list IP addresses or CIDR ranges/);
  });

  it('listens on the loopback unless HOST names another address', () => {
    expect(loadAppConfig({}).host).toBe('127.0.0.1');
    expect(loadAppConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadAppConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('lets RATE_LIMIT_MAX set both budgets unless a budget names its own', () => {
    const config = loadAppConfig({ RATE_LIMIT_MAX: '10000', RATE_LIMIT_WRITES_MAX: '5' });
    expect(config.rateLimit.recommendations.max).toBe(10_000);
    expect(config.rateLimit.writes.max).toBe(5);
  });

  it('takes the defaults for variables that are empty, as compose passes an unset variable with an empty default', () => {
    const config = loadAppConfig({ PORT: '', RATE_LIMIT_MAX: '', CONTENT_IMPORT_LISTEN: ' ', CORS_ORIGINS: '' });
    expect(config.port).toBe(3000);
    expect(config.rateLimit.recommendations.max).toBe(120);
    expect(config.listenForContentImports).toBe(true);
    expect(config.corsOrigins).toContain('http://localhost:8080');
  });

  it('shows the example stories unless EXAMPLE_STORIES=false', () => {
    expect(loadAppConfig({}).exampleStories).toBe(true);
    expect(loadAppConfig({ EXAMPLE_STORIES: '' }).exampleStories).toBe(true);
    expect(loadAppConfig({ EXAMPLE_STORIES: 'false' }).exampleStories).toBe(false);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '80a'],
    ['EMBEDDED_PG_PORT', '0'],
    ['DATABASE_URL', 'localhost:5432/gentlebowl'],
    ['DATABASE_URL', 'mysql://db/gentlebowl'],
    ['DATABASE_SCHEMA', 'my schema'],
    ['CORS_ORIGINS', 'http://localhost:8080,localhost:3001'],
    ['CORS_ORIGINS', 'https://www.example.com/blog'],
    ['BODY_LIMIT_BYTES', '0'],
    ['RATE_LIMIT_WRITES_MAX', '-1'],
    ['RATE_LIMIT_RECOMMENDATIONS_WINDOW_S', '1.5'],
    ['REQUEST_TIMEOUT_MS', '10s'],
    ['LOG_LEVEL', 'loud'],
    ['HOST', 'not a host'],
    ['TRUSTED_PROXIES', 'proxy.internal'],
    ['CONTENT_IMPORT_LISTEN', 'yes'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['CONTACT_INBOX', 'editors'],
    ['MAIL_FROM', 'Gentle Bowl'],
    ['SITE_ORIGIN', 'www.example.com'],
    ['RETENTION_DAYS', '0'],
    ['EXAMPLE_STORIES', 'off'],
  ])('refuses %s=%s with one line naming it', (variable, value) => {
    expectRefused(() => loadAppConfig({ [variable]: value }), variable);
  });

  it('names every malformed variable at once', () => {
    expect(() => loadAppConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT must .*; LOG_LEVEL must /);
  });

  it('never shows the value of a malformed DATABASE_URL, which may hold a password', () => {
    expect(() => loadAppConfig({ DATABASE_URL: 'gentlebowl:s3cret@db:5432/gentlebowl' })).toThrow(/^(?!.*s3cret)/);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app@db:5432/app',
    SMTP_URL: 'smtp://relay:25',
    MAIL_FROM: 'Gentle Bowl <newsletter@gentlebowl.example>',
    CONTACT_INBOX: 'editors@gentlebowl.example',
    SITE_ORIGIN: 'https://www.gentlebowl.example/',
    MAIL_SIGNING_SECRET: 'a-production-secret-of-at-least-32-characters',
  };

  it('requires DATABASE_URL in production, where the embedded PostgreSQL is not installed', () => {
    expect(() => loadAppConfig({ ...PRODUCTION, DATABASE_URL: undefined })).toThrow(
      /DATABASE_URL is required when NODE_ENV=production/,
    );
    expect(loadAppConfig(PRODUCTION).databaseUrl).toBe('postgres://app@db:5432/app');
  });

  it.each(['SMTP_URL', 'MAIL_FROM', 'CONTACT_INBOX', 'SITE_ORIGIN', 'MAIL_SIGNING_SECRET'])(
    'requires %s in production, whose development default would send from a local mailbox or sign with a published key',
    (variable) => {
      expect(() => loadAppConfig({ ...PRODUCTION, [variable]: '' })).toThrow(
        new RegExp(`${variable} is required when NODE_ENV=production`),
      );
    },
  );

  it('reads the mail settings, the site origin without its trailing slash', () => {
    expect(loadAppConfig({ ...PRODUCTION, RETENTION_DAYS: '14' })).toMatchObject({
      mail: {
        smtpUrl: 'smtp://relay:25',
        contactInbox: 'editors@gentlebowl.example',
        siteOrigin: 'https://www.gentlebowl.example',
      },
      retentionDays: 14,
    });
  });

  it('never shows a signing secret that is too short, nor a malformed SMTP_URL', () => {
    expect(() => loadAppConfig({ MAIL_SIGNING_SECRET: 'short-s3cret' })).toThrow(/^(?!.*s3cret).*MAIL_SIGNING_SECRET must be at least 32/);
    expect(() => loadAppConfig({ SMTP_URL: 'relay:s3cret@mail' })).toThrow(/^(?!.*s3cret).*SMTP_URL must be an smtp/);
  });
});
