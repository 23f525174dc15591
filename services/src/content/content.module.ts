import { Global, Module } from '@nestjs/common';
import { ContentEvents } from './content-events.js';

@Global()
@Module({ providers: [ContentEvents], exports: [ContentEvents] })
export class ContentModule {}
