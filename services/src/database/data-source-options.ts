import type { DataSourceOptions } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { ContactMessageFingerprintEntity } from '../contact/contact-message-fingerprint.entity.js';
import { DogFoodEntity } from '../foods/dog-food.entity.js';
import { FoodOfferEntity } from '../foods/food-offer.entity.js';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity.js';
import { OwnerStoryEntity } from '../owner-stories/owner-story.entity.js';
import { BlogPostEntity } from '../posts/blog-post.entity.js';
import { DogFoodRecommendationEntity } from '../recommendations/dog-food-recommendation.entity.js';
import { InitialSchema1732240000000 } from './migrations/1732240000000-initial-schema.js';
import { RateLimits1763900000000 } from './migrations/1763900000000-rate-limits.js';
import { RepeatSafeWrites1763900100000 } from './migrations/1763900100000-repeat-safe-writes.js';
import { FoodFigures1764000000000 } from './migrations/1764000000000-food-figures.js';
import { PromotionEndDates1764100000000 } from './migrations/1764100000000-promotion-end-dates.js';
import { NewsletterDoubleOptIn1764200000000 } from './migrations/1764200000000-newsletter-double-opt-in.js';
import { RecommendationShortlist1764300000000 } from './migrations/1764300000000-recommendation-shortlist.js';
import { FoodCatalogueBrowsing1764400000000 } from './migrations/1764400000000-food-catalogue-browsing.js';
import { RecommendationFits1764500000000 } from './migrations/1764500000000-recommendation-fits.js';
import { FoodProvenance1764900000000 } from './migrations/1764900000000-food-provenance.js';
import { OwnerStories1765000000000 } from './migrations/1765000000000-owner-stories.js';
import { NewsletterLinkKeys1765100000000 } from './migrations/1765100000000-newsletter-link-keys.js';
import { RecommendationCreatedAtTimestamps1765200000000 } from './migrations/1765200000000-recommendation-created-at-timestamps.js';
import { DropUsers1765300000000 } from './migrations/1765300000000-drop-users.js';

export const entities = [
  DogFoodEntity,
  FoodOfferEntity,
  BlogPostEntity,
  DogFoodRecommendationEntity,
  NewsletterSubscriptionEntity,
  ContactMessageEntity,
  ContactMessageFingerprintEntity,
  OwnerStoryEntity,
];

/** Listed in order; classes rather than a glob so the same list works from source and from dist. */
export const migrations = [
  InitialSchema1732240000000,
  RateLimits1763900000000,
  RepeatSafeWrites1763900100000,
  FoodFigures1764000000000,
  PromotionEndDates1764100000000,
  NewsletterDoubleOptIn1764200000000,
  RecommendationShortlist1764300000000,
  FoodCatalogueBrowsing1764400000000,
  RecommendationFits1764500000000,
  FoodProvenance1764900000000,
  OwnerStories1765000000000,
  NewsletterLinkKeys1765100000000,
  RecommendationCreatedAtTimestamps1765200000000,
  DropUsers1765300000000,
];

/** How long the API waits for the database before it answers 503 instead. */
export interface DatabaseTimeLimits {
  /** Opening a connection, and waiting for a free one in the pool (pg-pool's connectionTimeoutMillis). */
  connectMs: number;
  /** PostgreSQL's statement_timeout; the client gives up on an unanswered query one second later. */
  statementMs: number;
}

/** The extra second lets the server's own statement_timeout answer first whenever the server can. */
const CLIENT_QUERY_TIMEOUT_MARGIN_MS = 1_000;

/**
 * TypeORM settings for one database URL and schema. The schema is created by `runMigrations`.
 * Time limits apply to the running API; migrations and imports run without them.
 */
export function dataSourceOptions(url: string, schema = 'public', timeLimits?: DatabaseTimeLimits): DataSourceOptions {
  const serverSettings = [`search_path=${schema}`];
  if (timeLimits) serverSettings.push(`statement_timeout=${timeLimits.statementMs}`);
  return {
    type: 'postgres',
    url,
    schema,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    poolSize: 10,
    // Unqualified names in migrations and raw queries resolve to this schema.
    extra: {
      options: serverSettings.map((setting) => `-c ${setting}`).join(' '),
      ...(timeLimits && {
        connectionTimeoutMillis: timeLimits.connectMs,
        // A frozen server or network never answers, so statement_timeout never fires: the client's
        // own limit turns that into an error the API answers with 503.
        query_timeout: timeLimits.statementMs + CLIENT_QUERY_TIMEOUT_MARGIN_MS,
      }),
    },
  };
}
