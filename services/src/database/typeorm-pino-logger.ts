import type { Logger as PinoLogger } from 'pino';
import type { Logger } from 'typeorm';

/**
 * TypeORM's own log lines through the service's pino logger. A failed query is logged with its SQL
 * text and the error's code and names (through the `err` serializer), never with its parameters,
 * which hold what people typed into the forms.
 */
export class TypeOrmPinoLogger implements Logger {
  constructor(private readonly logger: PinoLogger) {}

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.warn({ err: typeof error === 'string' ? { message: 'query failed' } : error, sql: query }, 'Query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ durationMs: time, sql: query }, 'Slow query');
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.info(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    this.logger[level === 'log' ? 'info' : level](typeof message === 'string' ? message : 'TypeORM message');
  }
}
