import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FixedWindowRateLimiter } from './fixed-window-rate-limiter.js';

/** The one set of per-client POST counters of the process (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS). */
@Injectable()
export class PostRateLimiter extends FixedWindowRateLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.rateLimit.max, config.rateLimit.windowMs);
  }
}
