import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity.js';
import { OwnerStoriesModule } from '../owner-stories/owner-stories.module.js';
import { DogFoodRecommendationEntity } from '../recommendations/dog-food-recommendation.entity.js';
import { RetentionService } from './retention.service.js';

@Module({
  imports: [
    OwnerStoriesModule,
    TypeOrmModule.forFeature([DogFoodRecommendationEntity, NewsletterSubscriptionEntity, ContactMessageEntity]),
  ],
  providers: [RetentionService],
})
export class RetentionModule {}
