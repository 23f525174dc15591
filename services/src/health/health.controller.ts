import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';

export interface HealthResponse {
  status: 'ok';
  database: 'up';
}

/**
 * How long one database check answers for: however many probes (orchestrators, monitors, load
 * balancers) ask, the pool the API serves from runs at most one `SELECT 1` a second for them.
 */
export const HEALTH_CHECK_REUSE_MS = 1_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** The latest database check, shared by every probe within HEALTH_CHECK_REUSE_MS of its start. */
  private latest: { startedAt: number; databaseUp: Promise<boolean> } | undefined;

  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The service answers and its database responded within the last second.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not respond.' })
  async check(): Promise<HealthResponse> {
    const now = Date.now();
    if (this.latest === undefined || now - this.latest.startedAt >= HEALTH_CHECK_REUSE_MS) {
      this.latest = {
        startedAt: now,
        databaseUp: this.dataSource.query('SELECT 1').then(
          () => true,
          () => false,
        ),
      };
    }
    if (!(await this.latest.databaseUp)) throw new ServiceUnavailableException('Database is unreachable');
    return { status: 'ok', database: 'up' };
  }
}
