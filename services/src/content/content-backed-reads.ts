import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ContentEvents } from './content-events.js';

/**
 * Base of the services that answer reads from memory (posts, foods): content changes only when it is
 * imported, so each loads its rows on start and again after every import, and serializes its answers
 * once per load instead of once per request.
 */
export abstract class ContentBackedReads implements OnApplicationBootstrap, OnModuleDestroy {
  private unsubscribe: (() => void) | undefined;
  private refreshing: Promise<void> = Promise.resolve();

  protected constructor(private readonly contentEvents: ContentEvents) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.unsubscribe = this.contentEvents.subscribe(() => this.refresh());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Reloads from the database; concurrent calls run one after another so the newest data wins. */
  refresh(): Promise<void> {
    this.refreshing = this.refreshing.catch(() => undefined).then(() => this.load());
    return this.refreshing;
  }

  /** Reads the rows and publishes the serialized answers. */
  protected abstract load(): Promise<void>;
}
