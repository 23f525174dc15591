import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { readExampleStories } from './example-stories.js';
import { OwnerStoriesController } from './owner-stories.controller.js';
import { EXAMPLE_STORIES, OwnerStoriesService } from './owner-stories.service.js';
import { OwnerStoryEntity } from './owner-story.entity.js';

/** Owners' stories and their review by the editors. Exports the service for the retention job. */
@Module({
  imports: [TypeOrmModule.forFeature([OwnerStoryEntity])],
  controllers: [OwnerStoriesController],
  providers: [
    OwnerStoriesService,
    {
      provide: EXAMPLE_STORIES,
      inject: [APP_CONFIG],
      // Read once at start: a malformed file stops the API with the problems named, as content does.
      useFactory: (config: AppConfig) => (config.exampleStories ? readExampleStories(config.contentDir, config.mediaDir) : []),
    },
  ],
  exports: [OwnerStoriesService],
})
export class OwnerStoriesModule {}
