import type { DataSourceOptions } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { DogFoodEntity } from '../foods/dog-food.entity.js';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity.js';
import { BlogPostEntity } from '../posts/blog-post.entity.js';
import { DogFoodRecommendationEntity } from '../recommendations/dog-food-recommendation.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { InitialSchema1732240000000 } from './migrations/1732240000000-initial-schema.js';

export const entities = [
  UserEntity,
  DogFoodEntity,
  BlogPostEntity,
  DogFoodRecommendationEntity,
  NewsletterSubscriptionEntity,
  ContactMessageEntity,
];

/** Listed in order; classes rather than a glob so the same list works from source and from dist. */
export const migrations = [InitialSchema1732240000000];

/** TypeORM settings for one database URL and schema. The schema is created by `runMigrations`. */
export function dataSourceOptions(url: string, schema = 'public'): DataSourceOptions {
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
    extra: { options: `-c search_path=${schema}` },
  };
}
