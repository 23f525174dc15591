import { dataRetention } from '@gentlebowl/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOperator, IsNull, Raw, Repository } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity.js';
import { OwnerStoriesService } from '../owner-stories/owner-stories.service.js';
import { DogFoodRecommendationEntity } from '../recommendations/dog-food-recommendation.entity.js';

export interface PurgeCounts {
  recommendationRequests: number;
  unconfirmedSignUps: number;
  unreviewedStories: number;
  contactMessages: number;
}

/** Times before now() less the period, by the database's clock, which every instance of the API shares. */
function olderThan(count: number, unit: 'days' | 'months'): FindOperator<Date> {
  return Raw((time) => `${time} < now() - make_interval(${unit} => :count)`, { count });
}

/**
 * Keeps personal data only as long as it serves its purpose, as the privacy policy promises: a
 * food-selector request (a dog's name, a free-text note) is of no use once answered, an address whose
 * owner never confirmed is no subscriber (its confirmation link expired long ago), and a story no
 * editor approved is not going to be published (its review links expire with it), all after
 * RETENTION_DAYS (30 by default); a contact message is kept for `dataRetention.contactMessageMonths`,
 * in case its sender writes again.
 */
@Injectable()
export class RetentionService {
  private readonly log = new Logger(RetentionService.name);

  constructor(
    @InjectRepository(DogFoodRecommendationEntity)
    private readonly recommendationRequests: Repository<DogFoodRecommendationEntity>,
    @InjectRepository(NewsletterSubscriptionEntity)
    private readonly signUps: Repository<NewsletterSubscriptionEntity>,
    @InjectRepository(ContactMessageEntity)
    private readonly contactMessages: Repository<ContactMessageEntity>,
    private readonly ownerStories: OwnerStoriesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Hourly, so nothing outlives the period by much. Every instance of the API runs it; deleting what
   * another instance deleted already deletes nothing. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'retention' })
  async purgeScheduled(): Promise<void> {
    try {
      const counts = await this.purgeExpired();
      if (Object.values(counts).some((count) => count > 0)) this.log.log(`Purged ${JSON.stringify(counts)}`);
    } catch (error) {
      this.log.error(`Retention purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Deletes what is older than the retention period. */
  async purgeExpired(): Promise<PurgeCounts> {
    const days = this.config.retentionDays;
    const recommendationRequests =
      (await this.recommendationRequests.delete({ createdAt: olderThan(days, 'days') })).affected ?? 0;
    // Counted from the latest sign-up: signing up again renews an unconfirmed address's time.
    const unconfirmedSignUps =
      (await this.signUps.delete({ confirmedAt: IsNull(), lastSignedUpAt: olderThan(days, 'days') })).affected ?? 0;
    const unreviewedStories = await this.ownerStories.deleteUnreviewedOlderThan(days);
    const contactMessages =
      (await this.contactMessages.delete({ createdAt: olderThan(dataRetention.contactMessageMonths, 'months') }))
        .affected ?? 0;
    return { recommendationRequests, unconfirmedSignUps, unreviewedStories, contactMessages };
  }
}
