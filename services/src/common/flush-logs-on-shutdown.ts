import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * The root logger buffers its writes; Nest's shutdown hooks end the process by re-raising the signal,
 * which skips exit handlers, so the buffer is flushed here.
 */
@Injectable()
export class FlushLogsOnShutdown implements OnApplicationShutdown {
  constructor(@Inject(ROOT_LOGGER) private readonly logger: Logger) {}

  async onApplicationShutdown(signal?: string): Promise<void> {
    if (signal) this.logger.info({ signal }, 'Shutting down');
    await new Promise<void>((resolve) => this.logger.flush(() => resolve()));
  }
}
