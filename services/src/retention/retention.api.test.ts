import { dataRetention } from '@gentlebowl/contracts';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RetentionService } from './retention.service.js';

describe('the retention job', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ config: { retentionDays: 30 } });
  });
  afterAll(() => testApp.close());

  const insertRecommendation = (dogName: string, daysAgo: number) =>
    testApp.query(
      `INSERT INTO dog_food_recommendations
         (dog_name, dog_breed, dog_age, dog_size, symptoms, food_preferences, recommended_food_ids, created_at)
       VALUES ($1, 'beagle', 'adult', 'medium', '{vomiting}', '{dry}', '{}', $2)`,
      [dogName, new Date(Date.now() - daysAgo * 86_400_000).toISOString()],
    );
  const insertSignUp = (email: string, daysAgo: number, confirmed: boolean) =>
    testApp.query(
      `INSERT INTO newsletter_subscriptions (email, created_at, last_signed_up_at, confirmed_at)
       VALUES ($1, now() - make_interval(days => $2), now() - make_interval(days => $2),
               CASE WHEN $3 THEN now() - make_interval(days => $2) END)`,
      [email, daysAgo, confirmed],
    );

  const insertStory = (firstName: string, daysAgo: number, published: boolean) =>
    testApp.query(
      `INSERT INTO owner_stories (first_name, town, story, created_at, published_at)
       VALUES ($1, 'Portland', 'A story.', now() - make_interval(days => $2),
               CASE WHEN $3 THEN now() - make_interval(days => $2) END)`,
      [firstName, daysAgo, published],
    );

  const insertContactMessage = (name: string, monthsAgo: number) =>
    testApp.query(
      `INSERT INTO contact_messages (name, email, message, created_at)
       VALUES ($1, 'owner@example.com', 'A question about Rex', now() - make_interval(months => $2))`,
      [name, monthsAgo],
    );

  it('deletes recommendation requests, unconfirmed sign-ups and unreviewed stories older than the period, and keeps the rest', async () => {
    await insertRecommendation('Old Rex', 31);
    await insertRecommendation('Recent Bella', 29);
    await insertSignUp('stale@example.com', 31, false);
    await insertSignUp('pending@example.com', 2, false);
    await insertSignUp('subscriber@example.com', 400, true);
    await insertStory('Unreviewed', 31, false);
    await insertStory('Waiting', 2, false);
    await insertStory('Published', 400, true);

    const counts = await testApp.app.get(RetentionService).purgeExpired();

    expect(counts).toEqual({ recommendationRequests: 1, unconfirmedSignUps: 1, unreviewedStories: 1, contactMessages: 0 });
    const stories = await testApp.query<{ first_name: string }>('SELECT first_name FROM owner_stories ORDER BY first_name');
    expect(stories.map((row) => row.first_name)).toEqual(['Published', 'Waiting']);
    const dogs = await testApp.query<{ dog_name: string }>('SELECT dog_name FROM dog_food_recommendations ORDER BY dog_name');
    expect(dogs.map((row) => row.dog_name)).toEqual(['Recent Bella']);
    const emails = await testApp.query<{ email: string }>('SELECT email FROM newsletter_subscriptions ORDER BY email');
    expect(emails.map((row) => row.email)).toEqual(['pending@example.com', 'subscriber@example.com']);
  });

  it('follows the configured period', async () => {
    const shortLived = await startTestApp({ config: { retentionDays: 1 }, sameDatabaseAs: testApp });
    try {
      expect(await shortLived.app.get(RetentionService).purgeExpired()).toEqual({
        recommendationRequests: 1,
        unconfirmedSignUps: 1,
        unreviewedStories: 1,
        contactMessages: 0,
      });
      expect(await testApp.query('SELECT id FROM dog_food_recommendations')).toEqual([]);
    } finally {
      await shortLived.close();
    }
  });

  it('deletes contact messages older than the months the privacy policy states, and keeps younger ones', async () => {
    await insertContactMessage('Old question', dataRetention.contactMessageMonths + 1);
    await insertContactMessage('Recent question', dataRetention.contactMessageMonths - 1);

    expect((await testApp.app.get(RetentionService).purgeExpired()).contactMessages).toBe(1);
    const names = await testApp.query<{ name: string }>('SELECT name FROM contact_messages ORDER BY name');
    expect(names.map((row) => row.name)).toEqual(['Recent question']);
  });
});
