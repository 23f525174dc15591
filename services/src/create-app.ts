import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyReply } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module.js';
import { allowCorsFrom } from './common/cors.js';
import { createRootLogger } from './common/logger-options.js';
import { answerFromReadCache, ReadCache } from './common/read-cache.js';
import { logRequests } from './common/request-logging.js';
import { applySecurityHeaders } from './common/security-headers.js';
import { API_PREFIX } from './config/api-prefix.js';
import type { AppConfig } from './config/app-config.js';

export const MEDIA_PREFIX = '/api/media/';
/** Media files keep their names when edited, so they are cached long but revalidated by ETag. */
export const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function trustProxySetting(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Builds the API on Fastify with every cross-cutting concern in place (prefix, security headers,
 * CORS, body limit, media files, OpenAPI docs, JSON errors). Used by main, the tests and the bench.
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const fastify = Fastify({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxySetting(config.trustProxy),
    // A malformed URL or an over-long route parameter is rejected by the router before any hook;
    // hand it to the error handler (Nest's, so the JSON error filter) like every other error.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).send(error);
    },
  });
  const logger: PinoLogger = createRootLogger(config);
  const readCache = new ReadCache();
  // Registered before Nest adds its own hooks and middleware layer, so a cached read is answered
  // (with security headers, CORS and a log line) without passing through them.
  await applySecurityHeaders(fastify);
  allowCorsFrom(fastify, config.corsOrigins);
  logRequests(fastify, logger);
  answerFromReadCache(fastify, readCache);

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger, readCache),
    new FastifyAdapter(fastify),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();

  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
  });

  const openApi = new DocumentBuilder()
    .setTitle('Gentle Bowl API')
    .setDescription('Blog posts, the dog food catalogue, food recommendations, newsletter sign-up and contact messages.')
    .setVersion('1.0.0')
    .build();
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => SwaggerModule.createDocument(app, openApi));

  await app.init();
  return app;
}
