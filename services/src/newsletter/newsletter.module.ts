import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterLinksController } from './newsletter-links.controller.js';
import { NewsletterService } from './newsletter.service.js';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionEntity])],
  controllers: [NewsletterController, NewsletterLinksController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
