import { Global, Module } from '@nestjs/common';
import { RateLimitGuard, RateLimiters } from './rate-limits.js';

/** One set of limiters for the process, so every route of a budget counts against the same counters. */
@Global()
@Module({ providers: [RateLimiters, RateLimitGuard], exports: [RateLimiters, RateLimitGuard] })
export class RateLimitModule {}
