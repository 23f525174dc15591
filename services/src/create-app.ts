import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyReply } from 'fastify';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { type DestinationStream, type Logger as PinoLogger, pino } from 'pino';
import { AppModule } from './app.module.js';
import { allowCorsFrom } from './common/cors.js';
import { OPENAPI_DOCS_PATH, openApiDocument } from './common/openapi-document.js';
import { sendErrorBody, toErrorBody } from './common/error-body.js';
import { drainConnectionsOnClose } from './common/graceful-shutdown.js';
import { jsonBodyParser } from './common/json-body.js';
import { createRootLogger } from './common/logger-options.js';
import { answerFromReadCache, ReadCache } from './common/read-cache.js';
import { logRequests } from './common/request-logging.js';
import { applySecurityHeaders } from './common/security-headers.js';
import { guardStateChangingRequests } from './common/state-changing-requests.js';
import { API_PREFIX } from './config/api-prefix.js';
import { type AppConfig, loadAppConfig } from './config/app-config.js';
import type { MailTransport } from './mail/mailer.js';
import { MEDIA_MAX_AGE_SECONDS, MEDIA_PREFIX } from './media/media-files.js';

/**
 * Builds the API on Fastify with every cross-cutting concern in place (prefix, security headers,
 * CORS, body limit, media files, OpenAPI docs, JSON errors). Used by main, the tests and the bench.
 */
export async function createApp(
  config: AppConfig,
  options: { logDestination?: DestinationStream; mailTransport?: MailTransport } = {},
): Promise<NestFastifyApplication> {
  const fastify = Fastify({
    bodyLimit: config.bodyLimitBytes,
    // The whole request, headers and body, must arrive within this time (408 otherwise), so a
    // half-sent upload cannot hold a connection, or a shutdown, open.
    requestTimeout: config.timeLimits.requestMs,
    // request.ip is the connection's peer, or the address that peer names in X-Forwarded-For when it
    // is one of the configured proxies (the shell's /api proxy); rate limits and logs key by it.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A malformed URL or an over-long route parameter is rejected by the router before any hook, and
    // before Nest's error handler exists for it (Fastify's default would answer, with its own shape):
    // answer it with the body every other error has.
    frameworkErrors: (error, _request, reply) => {
      sendErrorBody(reply as FastifyReply, toErrorBody(error, config.bodyLimitBytes));
    },
  });
  const logger: PinoLogger = createRootLogger(config, options.logDestination);
  const readCache = new ReadCache();
  // Registered before Nest adds its own hooks and middleware layer, so a cached read is answered
  // (with security headers, CORS and a log line) without passing through them.
  await applySecurityHeaders(fastify);
  allowCorsFrom(fastify, config.corsOrigins);
  guardStateChangingRequests(fastify, config.corsOrigins);
  logRequests(fastify, logger);
  answerFromReadCache(fastify, readCache);
  drainConnectionsOnClose(fastify, config.timeLimits.shutdownMs);

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger, readCache, options.mailTransport),
    new FastifyAdapter(fastify),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.useBodyParser('application/json', { bodyLimit: config.bodyLimitBytes }, jsonBodyParser(fastify));
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

  SwaggerModule.setup(OPENAPI_DOCS_PATH, app, () => openApiDocument(app));

  await app.init();
  return app;
}

/**
 * The OpenAPI document the API serves, built without a database: Nest's preview mode reads every
 * module's routes and decorators but instantiates nothing, so nothing connects anywhere. For `npm run
 * openapi` (which `npm test` lints) and the document's tests.
 */
export async function openApiDocumentWithoutDatabase(): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(loadAppConfig({}), pino({ level: 'silent' }), new ReadCache()),
    new FastifyAdapter(),
    { preview: true, logger: false },
  );
  app.setGlobalPrefix(API_PREFIX);
  try {
    return openApiDocument(app);
  } finally {
    await app.close();
  }
}
