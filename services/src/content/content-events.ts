import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CONTENT_CHANNEL } from './content-importer.js';

type Listener = () => Promise<void>;

const RECONNECT_DELAY_MS = 5_000;

/**
 * Tells the read caches that content changed. Imports run by another process (`npm run import`)
 * arrive as PostgreSQL notifications on CONTENT_CHANNEL carrying the schema they wrote to.
 */
@Injectable()
export class ContentEvents implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(ContentEvents.name);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener()));
  }

  async onModuleInit(): Promise<void> {
    if (this.config.listenForContentImports) await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (notification) => {
      if (notification.payload === this.config.databaseSchema) this.refreshAll('content imported');
    });
    client.on('error', (error) => this.logger.warn({ err: error }, 'Content notification connection failed'));
    client.on('end', () => {
      if (this.closing) return;
      this.reconnectTimer = setTimeout(() => {
        this.listen()
          // Imports may have happened while the connection was down.
          .then(() => this.refreshAll('reconnected'))
          .catch((error: unknown) => this.logger.warn({ err: error }, 'Cannot listen for content imports'));
      }, RECONNECT_DELAY_MS);
      this.reconnectTimer.unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    this.client = client;
  }

  private refreshAll(reason: string): void {
    this.publish()
      .then(() => this.logger.info({ reason }, 'Read cache refreshed'))
      .catch((error: unknown) => this.logger.error({ err: error }, 'Read cache refresh failed'));
  }
}
