import { Global, Module } from '@nestjs/common';
import { PostRateLimitGuard } from './post-rate-limit.guard.js';
import { PostRateLimiter } from './post-rate-limiter.js';

/** One limiter for the process, so every POST endpoint counts against the same per-client window. */
@Global()
@Module({ providers: [PostRateLimiter, PostRateLimitGuard], exports: [PostRateLimiter, PostRateLimitGuard] })
export class RateLimitModule {}
