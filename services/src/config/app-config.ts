import path from 'node:path';
import {
  commaList,
  invalidConfiguration,
  loadConfigurationOrExit,
  originOf,
  parseAddressList,
  parseConfiguration,
  parseHost,
  parseLogLevel,
  parsePort,
  setting,
  wholeNumber,
} from '@gentlebowl/config';
import { API_BODY_LIMIT_BYTES, DEFAULT_PRICE_MAX_AGE_DAYS, dataRetention, echoedValue } from '@gentlebowl/contracts';
import { z } from 'zod';
import { findServicesRoot } from './service-paths.js';

/** One rate-limit budget: how many requests one client may send per window. */
export interface RateLimitBudget {
  /** Requests per window; 0 turns this budget off. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** POST /api/recommendations: computing recommendations. */
  recommendations: RateLimitBudget;
  /** POST /api/contact and /api/newsletter-subscribe: writes a person makes a handful of times. */
  writes: RateLimitBudget;
}

export interface TimeLimitConfig {
  /** Opening a database connection, and waiting for a free one in the pool. */
  databaseConnectMs: number;
  /** PostgreSQL's statement_timeout; the client gives up on an unanswered query a second later. */
  databaseStatementMs: number;
  /** Receiving a whole request, headers and body (slow uploads are cut off). */
  requestMs: number;
  /** After SIGTERM: how long in-flight requests may take before their connections are closed. */
  shutdownMs: number;
}

/** Outgoing mail: the newsletter's confirmation and issues, and contact messages for the editors. */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the relay (the local mailbox `npm start` runs, by default). */
  smtpUrl: string;
  /** The From of every mail the site sends. */
  from: string;
  /** Where contact messages are forwarded to, the sender as Reply-To. */
  contactInbox: string;
  /** The public address of the site: every link in a mail points into it. */
  siteOrigin: string;
  /** Key of the HMAC that signs confirmation and unsubscribe links. */
  signingSecret: string;
}

/** Where the embedded PostgreSQL runs when DATABASE_URL is not set (development only). */
export interface EmbeddedDatabaseConfig {
  port: number;
  /** Data folder; by default services/.data/pg. */
  dataDir?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string. Empty until the bootstrap has chosen or started a server. */
  databaseUrl: string;
  /** Schema holding the tables; tests give each suite its own. */
  databaseSchema: string;
  embeddedDatabase: EmbeddedDatabaseConfig;
  corsOrigins: string[];
  bodyLimitBytes: number;
  rateLimit: RateLimitConfig;
  /**
   * Peers (IPs or CIDR ranges) whose X-Forwarded-For names the client: the shell's /api proxy.
   * Empty: the client is always the connection's peer.
   */
  trustedProxies: string[];
  timeLimits: TimeLimitConfig;
  logLevel: string;
  contentDir: string;
  mediaDir: string;
  /** Listen for imports run by other processes (`npm run import`) and refresh the read cache. */
  listenForContentImports: boolean;
  mail: MailConfig;
  /** Days a recommendation request, an unconfirmed sign-up or a story no editor approved is kept
   * before the hourly purge; a story's review links work as long. */
  retentionDays: number;
  /** Days a price seen at a retailer counts as current; older, it is shown as out of date and no cost
   * is worked out from it. */
  priceMaxAgeDays: number;
  /** Whether the home page shows the example stories (content/example-stories.json) while no
   * owner's story has been approved. */
  exampleStories: boolean;
}

/** The local mailbox `npm start` runs when SMTP_URL is not set (maildev's default SMTP port). */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

/** Development only: production refuses to start without a secret of its own. */
export const DEVELOPMENT_SIGNING_SECRET = 'gentle-bowl-development-signing-secret';

/** A signing secret shorter than this is guessable. */
const MINIMUM_SECRET_LENGTH = 32;

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:8080',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];

export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

const text = () => setting((value) => value);

const trueOrFalse = () =>
  setting((value) => {
    if (value !== 'true' && value !== 'false') throw new Error(`must be true or false, got ${echoedValue(value)}`);
    return value === 'true';
  });

/** A URL of one of `protocols` (`kind` names them) with a host name. The value is never shown: it may
 * hold a password. */
const urlWithPassword = (protocols: string[], kind: string) =>
  setting((value) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      // Reported below.
    }
    if (!url || !protocols.includes(url.protocol) || !url.hostname) {
      throw new Error(`must be ${kind} with a host name (the value is not shown: it may hold a password)`);
    }
    return value;
  });

/**
 * The service's environment, one entry per variable it reads (see the README for each). Parsing
 * gives each variable's value, or undefined where the default applies.
 */
export const servicesEnvironment = z.object({
  PORT: setting(parsePort),
  HOST: setting(parseHost),
  DATABASE_URL: urlWithPassword(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  DATABASE_SCHEMA: setting((value) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(value)) {
      throw new Error(`must be a PostgreSQL name (letters, digits and _, not starting with a digit), got ${echoedValue(value)}`);
    }
    return value;
  }),
  EMBEDDED_PG_PORT: setting(parsePort),
  EMBEDDED_PG_DIR: text(),
  CORS_ORIGINS: setting((value) =>
    commaList(value).map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new Error(`must list http(s) origins such as https://www.example.com, got ${echoedValue(entry)}`);
      return origin;
    }),
  ),
  BODY_LIMIT_BYTES: setting(wholeNumber(1)),
  RATE_LIMIT_MAX: setting(wholeNumber(0)),
  RATE_LIMIT_RECOMMENDATIONS_MAX: setting(wholeNumber(0)),
  RATE_LIMIT_RECOMMENDATIONS_WINDOW_S: setting(wholeNumber(1)),
  RATE_LIMIT_WRITES_MAX: setting(wholeNumber(0)),
  RATE_LIMIT_WRITES_WINDOW_S: setting(wholeNumber(1)),
  // Unlike the others, an empty TRUSTED_PROXIES means something: trust no proxy.
  TRUSTED_PROXIES: setting(parseAddressList, { parseBlank: true }),
  DATABASE_CONNECT_TIMEOUT_MS: setting(wholeNumber(1)),
  DATABASE_STATEMENT_TIMEOUT_MS: setting(wholeNumber(1)),
  REQUEST_TIMEOUT_MS: setting(wholeNumber(1)),
  SHUTDOWN_TIMEOUT_MS: setting(wholeNumber(1)),
  LOG_LEVEL: setting(parseLogLevel),
  NODE_ENV: text(),
  SERVICES_ROOT: text(),
  CONTENT_DIR: text(),
  MEDIA_DIR: text(),
  SMTP_URL: urlWithPassword(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: setting((value) => {
    if (!/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value)) {
      throw new Error(`must be an address, or a name and <address>, got ${echoedValue(value)}`);
    }
    return value;
  }),
  CONTACT_INBOX: setting((value) => {
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new Error(`must be an email address, got ${echoedValue(value)}`);
    return value;
  }),
  SITE_ORIGIN: setting((value) => {
    const origin = originOf(value);
    if (!origin) throw new Error(`must be the site's http(s) origin such as https://www.example.com, got ${echoedValue(value)}`);
    return origin;
  }),
  // The value is never shown: it is a secret.
  MAIL_SIGNING_SECRET: setting((value) => {
    if (value.length < MINIMUM_SECRET_LENGTH) {
      throw new Error(`must be at least ${MINIMUM_SECRET_LENGTH} characters long (the value is not shown: it is a secret)`);
    }
    return value;
  }),
  RETENTION_DAYS: setting(wholeNumber(1)),
  PRICE_MAX_AGE_DAYS: setting(wholeNumber(1)),
  CONTENT_IMPORT_LISTEN: trueOrFalse(),
  EXAMPLE_STORIES: trueOrFalse(),
});

/** Read only when DATABASE_URL is not set, which a deployment always sets. */
export const EMBEDDED_DATABASE_VARIABLES = ['EMBEDDED_PG_PORT', 'EMBEDDED_PG_DIR'] as const;

type ServicesEnvironment = z.output<typeof servicesEnvironment>;

/** The variables, each well formed, and those production requires set. */
function readEnvironment(env: NodeJS.ProcessEnv): ServicesEnvironment {
  const variables = parseConfiguration(servicesEnvironment, env);
  if (variables.NODE_ENV !== 'production') return variables;
  const problems: string[] = [];
  if (!variables.DATABASE_URL) {
    // Production images leave out the embedded PostgreSQL, a development dependency.
    problems.push('DATABASE_URL is required when NODE_ENV=production (the embedded PostgreSQL is for development only)');
  }
  // The development defaults would send from a local mailbox, sign with a published key and link
  // to localhost.
  for (const name of ['SMTP_URL', 'MAIL_FROM', 'CONTACT_INBOX', 'SITE_ORIGIN', 'MAIL_SIGNING_SECRET'] as const) {
    if (!variables[name]) problems.push(`${name} is required when NODE_ENV=production`);
  }
  if (problems.length > 0) throw invalidConfiguration(problems);
  return variables;
}

/**
 * Budgets sized from how people use the site: an owner trying the selector a few times a minute
 * stays far below 120 recommendations per 10 minutes, and nobody signs up or writes to us 20 times
 * an hour; a script meets both within seconds. RATE_LIMIT_MAX, when set, is the default of both
 * maxima (the browser suite sets it high; 0 turns limiting off).
 */
function rateLimitConfig(variables: ServicesEnvironment): RateLimitConfig {
  const overall = variables.RATE_LIMIT_MAX;
  return {
    recommendations: {
      max: variables.RATE_LIMIT_RECOMMENDATIONS_MAX ?? overall ?? 120,
      windowSeconds: variables.RATE_LIMIT_RECOMMENDATIONS_WINDOW_S ?? 600,
    },
    writes: {
      max: variables.RATE_LIMIT_WRITES_MAX ?? overall ?? 20,
      windowSeconds: variables.RATE_LIMIT_WRITES_WINDOW_S ?? 3_600,
    },
  };
}

/**
 * Reads the service's settings from the environment (see the README for each variable); throws a
 * ConfigurationError naming every variable that is malformed.
 */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const variables = readEnvironment(env);
  const servicesRoot = findServicesRoot({ SERVICES_ROOT: variables.SERVICES_ROOT });
  const contentDir = path.resolve(variables.CONTENT_DIR ?? path.join(servicesRoot, 'content'));
  return {
    port: variables.PORT ?? 3000,
    // The loopback unless told otherwise: `npm start` serves the API to the shell's proxy on the same
    // machine; the image sets HOST=0.0.0.0 for the container's network.
    host: variables.HOST ?? '127.0.0.1',
    databaseUrl: variables.DATABASE_URL ?? '',
    databaseSchema: variables.DATABASE_SCHEMA ?? 'public',
    embeddedDatabase: { port: variables.EMBEDDED_PG_PORT ?? 5433, dataDir: variables.EMBEDDED_PG_DIR },
    corsOrigins: variables.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS,
    bodyLimitBytes: variables.BODY_LIMIT_BYTES ?? API_BODY_LIMIT_BYTES,
    rateLimit: rateLimitConfig(variables),
    trustedProxies: variables.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES,
    timeLimits: {
      databaseConnectMs: variables.DATABASE_CONNECT_TIMEOUT_MS ?? 1_500,
      databaseStatementMs: variables.DATABASE_STATEMENT_TIMEOUT_MS ?? 2_000,
      requestMs: variables.REQUEST_TIMEOUT_MS ?? 10_000,
      shutdownMs: variables.SHUTDOWN_TIMEOUT_MS ?? 7_000,
    },
    logLevel: variables.LOG_LEVEL ?? (variables.NODE_ENV === 'test' ? 'silent' : 'info'),
    contentDir,
    mediaDir: path.resolve(variables.MEDIA_DIR ?? path.join(contentDir, 'media')),
    listenForContentImports: variables.CONTENT_IMPORT_LISTEN ?? true,
    mail: {
      smtpUrl: variables.SMTP_URL ?? DEFAULT_SMTP_URL,
      from: variables.MAIL_FROM ?? 'Gentle Bowl <newsletter@gentlebowl.localhost>',
      contactInbox: variables.CONTACT_INBOX ?? 'editors@gentlebowl.localhost',
      siteOrigin: variables.SITE_ORIGIN ?? 'http://localhost:8080',
      signingSecret: variables.MAIL_SIGNING_SECRET ?? DEVELOPMENT_SIGNING_SECRET,
    },
    retentionDays: variables.RETENTION_DAYS ?? dataRetention.requestDays,
    priceMaxAgeDays: variables.PRICE_MAX_AGE_DAYS ?? DEFAULT_PRICE_MAX_AGE_DAYS,
    exampleStories: variables.EXAMPLE_STORIES ?? true,
  };
}

/**
 * loadAppConfig for a command's start: a configuration error is printed as one line on stderr
 * (`services: invalid configuration: PORT must be …`) and the process exits with code 2.
 */
export function loadAppConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadConfigurationOrExit('services', () => loadAppConfig(env));
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
