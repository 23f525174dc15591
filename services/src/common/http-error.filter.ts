import { type ArgumentsHost, Catch, type ExceptionFilter, Inject } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { sendErrorBody, toErrorBody, unknownRouteMessage } from './error-body.js';

/** Answers every error, including unknown routes and Fastify's body errors, as JSON. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(HttpErrorFilter.name);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const error = toErrorBody(exception, this.config.bodyLimitBytes);
    // Fastify's not-found handler, which Nest answers with a NotFoundException of its own wording.
    const unknownRoute = error.statusCode === 404 && request.is404;
    const body = unknownRoute ? { ...error, message: unknownRouteMessage(request.method, request.url) } : error;
    if (body.statusCode >= 500) this.logger.error({ err: exception }, 'Request failed');
    if (reply.sent) return;
    sendErrorBody(reply, body);
  }
}
