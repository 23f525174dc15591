import { type ArgumentsHost, Catch, type ExceptionFilter, Inject } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { sendErrorBody, toErrorBody } from './error-body.js';

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
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception, this.config.bodyLimitBytes);
    if (body.statusCode >= 500) this.logger.error({ err: exception }, 'Request failed');
    if (reply.sent) return;
    sendErrorBody(reply, body);
  }
}
