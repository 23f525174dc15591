import path from 'node:path';
import { findServicesRoot } from './service-paths.js';

export interface RateLimitConfig {
  /** POST requests one client may send per window. */
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string. Empty until the bootstrap has chosen or started a server. */
  databaseUrl: string;
  /** Schema holding the tables; tests give each suite its own. */
  databaseSchema: string;
  corsOrigins: string[];
  bodyLimitBytes: number;
  rateLimit: RateLimitConfig;
  /** Fastify `trustProxy`: which peers may set X-Forwarded-For (the shell's /api proxy). */
  trustProxy: string;
  logLevel: string;
  contentDir: string;
  mediaDir: string;
  /** Listen for imports run by other processes (`npm run import`) and refresh the read cache. */
  listenForContentImports: boolean;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:8080',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative whole number, got "${value}"`);
  }
  return parsed;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Reads the service's settings from the environment (see the README for each variable). */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const servicesRoot = findServicesRoot(env);
  const contentDir = path.resolve(env.CONTENT_DIR ?? path.join(servicesRoot, 'content'));
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    databaseSchema: env.DATABASE_SCHEMA ?? 'public',
    corsOrigins: list(env.CORS_ORIGINS, DEFAULT_CORS_ORIGINS),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 16 * 1024, 'BODY_LIMIT_BYTES'),
    rateLimit: {
      max: integer(env.RATE_LIMIT_MAX, 30, 'RATE_LIMIT_MAX'),
      windowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    trustProxy: env.TRUST_PROXY ?? 'loopback,uniquelocal',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    contentDir,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(contentDir, 'media')),
    listenForContentImports: env.CONTENT_IMPORT_LISTEN !== 'false',
  };
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
