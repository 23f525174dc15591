import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PostRateLimiter } from './post-rate-limiter.js';

/**
 * Limits how many POSTs (sign-ups, messages, recommendation requests) one client address sends per
 * window, counted across every endpoint that uses it. Reads are cached and cheap, so they carry no
 * guard at all.
 */
@Injectable()
export class PostRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: PostRateLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const decision = this.limiter.hit(request.ip);
    if (decision.limit === 0) return true;
    const reply = http.getResponse<FastifyReply>();
    reply.header('ratelimit-limit', decision.limit);
    reply.header('ratelimit-remaining', decision.remaining);
    reply.header('ratelimit-reset', decision.resetSeconds);
    if (decision.allowed) return true;
    reply.header('retry-after', decision.resetSeconds);
    throw new HttpException(
      `Too many requests. Please wait ${decision.resetSeconds} seconds and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
