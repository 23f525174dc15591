import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { FlushLogsOnShutdown, ROOT_LOGGER } from './common/flush-logs-on-shutdown.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { loggerModuleParams } from './common/logger-options.js';
import { RateLimitModule } from './common/rate-limit.module.js';
import type { ReadCache } from './common/read-cache.js';
import { ReadCacheModule } from './common/read-cache.module.js';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/app-config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ContentModule } from './content/content.module.js';
import { DatabaseLifecycle } from './database/database-lifecycle.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { TypeOrmPinoLogger } from './database/typeorm-pino-logger.js';
import { FoodsModule } from './foods/foods.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import type { MailTransport } from './mail/mailer.js';
import { MediaModule } from './media/media.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { OwnerStoriesModule } from './owner-stories/owner-stories.module.js';
import { PostsModule } from './posts/posts.module.js';
import { RecommendationsModule } from './recommendations/recommendations.module.js';
import { RetentionModule } from './retention/retention.module.js';

@Module({})
export class AppModule {
  /** The whole API for one configuration; the database must already be migrated. Mail goes to
   * SMTP_URL's relay unless a transport is given (tests). */
  static forRoot(config: AppConfig, logger: Logger, readCache: ReadCache, mailTransport?: MailTransport): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerModuleParams(logger)),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.databaseUrl, config.databaseSchema, {
            connectMs: config.timeLimits.databaseConnectMs,
            statementMs: config.timeLimits.databaseStatementMs,
          }),
          logger: new TypeOrmPinoLogger(logger),
          logging: ['error', 'warn', 'migration'],
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        ScheduleModule.forRoot(),
        MailModule.forRoot(mailTransport),
        RateLimitModule,
        ReadCacheModule.forRoot(readCache),
        ContentModule,
        PostsModule,
        FoodsModule,
        RecommendationsModule,
        NewsletterModule,
        ContactModule,
        OwnerStoriesModule,
        MediaModule,
        RetentionModule,
        HealthModule,
      ],
      providers: [
        DatabaseLifecycle,
        { provide: ROOT_LOGGER, useValue: logger },
        FlushLogsOnShutdown,
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
