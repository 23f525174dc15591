import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ReadCache } from './read-cache.js';

/** Shares the ReadCache that createApp's request hook reads with the services that fill it. */
@Global()
@Module({})
export class ReadCacheModule {
  static forRoot(cache: ReadCache): DynamicModule {
    return { module: ReadCacheModule, providers: [{ provide: ReadCache, useValue: cache }], exports: [ReadCache] };
  }
}
