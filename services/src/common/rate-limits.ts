import { isIPv4 } from 'node:net';
import { tooManyRequestsMessage } from '@gentlebowl/contracts';
import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  ServiceUnavailableException,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiServiceUnavailableResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, type RateLimitConfig } from '../config/app-config.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable.js';

export type RateLimitBudgetName = keyof RateLimitConfig;

/**
 * The client a budget belongs to: an IPv4 address, or an IPv6 /64 (one home or one server is given a
 * whole /64, so a single address would let one client count as billions).
 */
export function rateLimitClient(address: string): string {
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(mapped)) return mapped;
  const [head = '', tail] = address.toLowerCase().split('::');
  const leading = head.split(':').filter(Boolean);
  const trailing = tail === undefined ? [] : tail.split(':').filter(Boolean);
  const groups = [...leading, ...Array(Math.max(0, 8 - leading.length - trailing.length)).fill('0'), ...trailing];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Counters live in this table (see the RateLimits migration), one row per budget and client. */
export const RATE_LIMIT_TABLE = 'rate_limits';

const BUDGET_METADATA = 'gentlebowl:rate-limit-budget';

/**
 * One limiter per budget, counting in PostgreSQL so that every API instance on the database shares
 * the same counters. Each request costs one upsert of its own row; a client already over its budget
 * is refused from memory until the window ends, so a flood does not become a flood of writes.
 */
@Injectable()
export class RateLimiters {
  private readonly limiters = new Map<RateLimitBudgetName, RateLimiterPostgres>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    for (const name of Object.keys(config.rateLimit) as RateLimitBudgetName[]) {
      const budget = config.rateLimit[name];
      if (budget.max === 0) continue;
      this.limiters.set(
        name,
        new RateLimiterPostgres({
          storeClient: dataSource,
          storeType: 'typeorm',
          schemaName: config.databaseSchema,
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          keyPrefix: name,
          points: budget.max,
          duration: budget.windowSeconds,
          inMemoryBlockOnConsumed: budget.max + 1,
        }),
      );
    }
  }

  /** The limiter of a budget, or undefined when that budget is turned off. */
  get(name: RateLimitBudgetName): RateLimiterPostgres | undefined {
    return this.limiters.get(name);
  }
}

/**
 * Counts the request against its route's budget, keyed by the client (request.ip, which honours
 * X-Forwarded-For only from TRUSTED_PROXIES; for IPv6 its /64). Over budget: 429 with Retry-After. When the
 * counters cannot be reached the database is down, and so is everything the request would do: 503.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly limiters: RateLimiters,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitBudgetName>(BUDGET_METADATA, context.getHandler());
    const limiter = this.limiters.get(name);
    if (!limiter) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    let decision: RateLimiterRes;
    let allowed = true;
    try {
      decision = await limiter.consume(rateLimitClient(request.ip));
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE, { cause: outcome });
      decision = outcome;
      allowed = false;
    }
    const resetSeconds = Math.max(1, Math.ceil(decision.msBeforeNext / 1000));
    reply.header('ratelimit-limit', limiter.points);
    reply.header('ratelimit-remaining', decision.remainingPoints);
    reply.header('ratelimit-reset', resetSeconds);
    if (allowed) return true;
    reply.header('retry-after', resetSeconds);
    throw new HttpException(tooManyRequestsMessage(resetSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Puts a route under one budget: `@RateLimited('writes')`. */
export function RateLimited(budget: RateLimitBudgetName): MethodDecorator {
  return applyDecorators(
    SetMetadata(BUDGET_METADATA, budget),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: `Too many requests from this client (the "${budget}" budget).` }),
    ApiServiceUnavailableResponse({ description: 'The database does not answer.' }),
  );
}
