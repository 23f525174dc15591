import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { API_TAGS } from '../common/openapi-document.js';

export interface HealthResponse {
  status: 'ok';
  database: 'up';
}

/**
 * How long one database check answers for: however many probes (orchestrators, monitors, load
 * balancers) ask, the pool the API serves from runs at most one `SELECT 1` a second for them.
 */
export const HEALTH_CHECK_REUSE_MS = 1_000;

@ApiTags(API_TAGS.health.name)
@Controller('health')
export class HealthController {
  /** The latest database check, shared by every probe within HEALTH_CHECK_REUSE_MS of its start. */
  private latest: { startedAt: number; databaseUp: Promise<boolean> } | undefined;

  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Check that the API and its database answer',
    description:
      'For orchestrators, load balancers and monitors: `200` when the API answers and its database ' +
      'responded, `503` when the database does not answer within the time limits. One database check ' +
      'answers every probe for a second, so frequent probes cost the database little. Never cached. Ask ' +
      'the API\'s own port: the website\'s public `/api` answers this path `404`.',
  })
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
