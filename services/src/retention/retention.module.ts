import { Module } from '@nestjs/common';
import { OwnerStoriesModule } from '../owner-stories/owner-stories.module.js';
import { RetentionService } from './retention.service.js';

@Module({ imports: [OwnerStoriesModule], providers: [RetentionService] })
export class RetentionModule {}
