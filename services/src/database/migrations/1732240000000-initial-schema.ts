import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every table of spec section 3, plus what the recommendation engine needs to be honest about a food
 * (ingredients, allergens, ingredient tags, calories, monthly cost) and the contact subject. Table
 * names are unqualified so the connection's search_path (a per-suite schema in tests) decides where
 * they live.
 */
export class InitialSchema1732240000000 implements MigrationInterface {
  name = 'InitialSchema1732240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username text NOT NULL CONSTRAINT users_username_unique UNIQUE,
        password text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE dog_foods (
        id serial PRIMARY KEY,
        slug text NOT NULL CONSTRAINT dog_foods_slug_unique UNIQUE,
        name text NOT NULL,
        brand text NOT NULL,
        description text NOT NULL,
        image_url text NOT NULL,
        food_type text NOT NULL,
        rating integer NOT NULL CONSTRAINT dog_foods_rating_range CHECK (rating BETWEEN 0 AND 50),
        review_count integer NOT NULL DEFAULT 0 CONSTRAINT dog_foods_review_count_positive CHECK (review_count >= 0),
        badges text NOT NULL DEFAULT '',
        is_vet_recommended boolean NOT NULL DEFAULT false,
        is_all_natural boolean NOT NULL DEFAULT false,
        is_clinically_proven boolean NOT NULL DEFAULT false,
        where_to_buy_url text,
        details_url text,
        suitable_for jsonb NOT NULL,
        affiliate_url text,
        retailer text,
        price text,
        discount_percentage integer NOT NULL DEFAULT 0
          CONSTRAINT dog_foods_discount_range CHECK (discount_percentage BETWEEN 0 AND 100),
        is_promotion boolean NOT NULL DEFAULT false,
        ingredients text[] NOT NULL DEFAULT '{}',
        allergens text[] NOT NULL DEFAULT '{}',
        match_tags text[] NOT NULL DEFAULT '{}',
        kcal_per_cup integer CONSTRAINT dog_foods_kcal_positive CHECK (kcal_per_cup > 0),
        monthly_budget text NOT NULL,
        key_benefits text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT dog_foods_suitable_for_shape CHECK (
          jsonb_typeof(suitable_for -> 'age') = 'array'
          AND jsonb_typeof(suitable_for -> 'size') = 'array'
          AND jsonb_typeof(suitable_for -> 'symptoms') = 'array'
        )
      )`);
    await queryRunner.query(`
      CREATE TABLE blog_posts (
        id serial PRIMARY KEY,
        title text NOT NULL,
        slug text NOT NULL CONSTRAINT blog_posts_slug_unique UNIQUE,
        excerpt text NOT NULL,
        content text NOT NULL,
        image_url text NOT NULL,
        category text NOT NULL,
        tags text[] NOT NULL,
        read_time integer NOT NULL CONSTRAINT blog_posts_read_time_positive CHECK (read_time > 0),
        published_at text NOT NULL,
        meta_description text NOT NULL,
        meta_keywords text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE dog_food_recommendations (
        id serial PRIMARY KEY,
        dog_name text NOT NULL,
        dog_breed text NOT NULL,
        dog_age text NOT NULL,
        dog_size text NOT NULL,
        symptoms text[] NOT NULL,
        food_preferences text[] NOT NULL,
        recommended_food_ids integer[] NOT NULL,
        request_details jsonb NOT NULL DEFAULT '{}',
        created_at text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE newsletter_subscriptions (
        id serial PRIMARY KEY,
        email text NOT NULL CONSTRAINT newsletter_subscriptions_email_unique UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL DEFAULT 'general' CONSTRAINT contact_messages_subject_known CHECK (
          subject IN ('general', 'food-recommendation', 'digestive-issue', 'allergy', 'tools', 'website', 'other')
        ),
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'contact_messages',
      'newsletter_subscriptions',
      'dog_food_recommendations',
      'blog_posts',
      'dog_foods',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
