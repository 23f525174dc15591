import { DataSource } from 'typeorm';
import { TEST_SCHEMA_PREFIX, testDatabaseUrl } from '../../test/test-database.js';
import { dataSourceOptions, migrations } from './data-source-options.js';
import { RecommendationCreatedAtTimestamps1765200000000 } from './migrations/1765200000000-recommendation-created-at-timestamps.js';
import { DropUsers1765300000000 } from './migrations/1765300000000-drop-users.js';

/**
 * A schema of its own, migrated up to `migration` but not through it, and a data source that knows
 * the migrations through `migration` only: running them applies it alone, undoing the last undoes it.
 */
async function schemaJustBefore(migration: (typeof migrations)[number]): Promise<DataSource> {
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${migration.name.toLowerCase()}`;
  const options = { ...dataSourceOptions(testDatabaseUrl(), schema), migrationsTransactionMode: 'all' as const };
  const index = migrations.indexOf(migration);
  const before = new DataSource({ ...options, migrations: migrations.slice(0, index) });
  await before.initialize();
  await before.query(`CREATE SCHEMA "${schema}"`);
  await before.runMigrations();
  await before.destroy();
  const through = new DataSource({ ...options, migrations: migrations.slice(0, index + 1) });
  return through.initialize();
}

async function dropSchema(database: DataSource): Promise<void> {
  await database.query(`DROP SCHEMA "${database.driver.schema}" CASCADE`);
  await database.destroy();
}

describe('RecommendationCreatedAtTimestamps on stored recommendation requests', () => {
  /** Times as the API wrote them into the text column: `new Date().toISOString()`. */
  const storedTimes = ['2025-05-15T08:30:12.345Z', '2026-03-29T01:30:00.000Z', '2026-12-31T23:59:59.999Z'];
  let database: DataSource;
  const createdAts = async () =>
    (await database.query<{ created_at: Date | string }[]>('SELECT created_at FROM dog_food_recommendations ORDER BY id')).map(
      (row) => row.created_at,
    );

  beforeAll(async () => {
    database = await schemaJustBefore(RecommendationCreatedAtTimestamps1765200000000);
    for (const [index, createdAt] of storedTimes.entries()) {
      await database.query(
        `INSERT INTO dog_food_recommendations
           (dog_name, dog_breed, dog_age, dog_size, symptoms, food_preferences, recommended_food_ids, created_at)
         VALUES ($1, 'beagle', 'adult', 'medium', '{vomiting}', '{dry}', '{}', $2)`,
        [`Dog ${index}`, createdAt],
      );
    }
  });
  afterAll(() => dropSchema(database));

  it('turns every stored text time into a timestamp of the same instant', async () => {
    await database.runMigrations();

    expect((await createdAts()).map((createdAt) => (createdAt as Date).toISOString())).toEqual(storedTimes);
  });

  it("stamps a request stored afterwards with the database's time", async () => {
    const [stored] = await database.query<{ created_at: Date; now: Date }[]>(
      `INSERT INTO dog_food_recommendations (dog_name, dog_breed, dog_age, dog_size, symptoms, food_preferences, recommended_food_ids)
       VALUES ('Later', 'beagle', 'adult', 'medium', '{}', '{dry}', '{}')
       RETURNING created_at, now()`,
    );
    expect(stored?.created_at).toEqual(stored?.now);
    await database.query("DELETE FROM dog_food_recommendations WHERE dog_name = 'Later'");
  });

  it('goes back down to the text the API wrote, and up again', async () => {
    await database.undoLastMigration();
    expect(await createdAts()).toEqual(storedTimes);

    await database.runMigrations();
    expect((await createdAts()).map((createdAt) => (createdAt as Date).toISOString())).toEqual(storedTimes);
  });
});

describe('DropUsers', () => {
  let database: DataSource;
  const usersTable = async () =>
    (await database.query<{ table: string | null }[]>("SELECT to_regclass('users')::text AS table"))[0]?.table;

  beforeAll(async () => {
    database = await schemaJustBefore(DropUsers1765300000000);
  });
  afterAll(() => dropSchema(database));

  it('drops the users table that nothing used, and going down brings it back empty', async () => {
    expect(await usersTable()).toBe('users');
    await database.runMigrations();
    expect(await usersTable()).toBeNull();

    await database.undoLastMigration();
    expect(await database.query('SELECT id, username, password FROM users')).toEqual([]);
    await database.query("INSERT INTO users (username, password) VALUES ('a', 'hash')");
    await expect(database.query("INSERT INTO users (username, password) VALUES ('a', 'other')")).rejects.toThrow(
      /users_username_unique/,
    );
  });
});
