import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Closes the connection pool and then stops the database server this process started, in that
 * order, when Nest shuts down (SIGTERM/SIGINT via enableShutdownHooks, or app.close()).
 */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  private stopServer: (() => Promise<void>) | undefined;

  constructor(private readonly dataSource: DataSource) {}

  stopServerOnShutdown(stop: () => Promise<void>): void {
    this.stopServer = stop;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.stopServer?.();
  }
}
