import { type RecommendationResponse, recommendationRequestSchema } from '@gentlebowl/contracts';
import request from 'supertest';
import { REAL_CONTENT_DIR, startTestApp, type TestApp } from '../../test/test-app.js';
import { seededRandom } from '../bench/seeded-random.js';
import { syntheticCatalogue } from '../bench/synthetic-catalogue.js';
import { type SyntheticContentDir, writeSyntheticContentDir } from '../bench/synthetic-content.js';
import { syntheticRecommendationRequest } from '../bench/synthetic-requests.js';
import { feedingFactsOf } from '../bench/synthetic-catalogue.js';
import type { EngineFood } from './engine/engine-types.js';
import { recommendFoods } from './engine/recommend-foods.js';

const CATALOGUE_SIZE = 5000;
const foods = syntheticCatalogue(CATALOGUE_SIZE, 4242);
const bySlug = new Map(foods.map((food) => [food.slug, food]));

describe(`POST /api/recommendations on a ${CATALOGUE_SIZE.toLocaleString('en-US')}-food catalogue`, () => {
  let content: SyntheticContentDir;
  let testApp: TestApp;

  beforeAll(async () => {
    content = await writeSyntheticContentDir(foods, REAL_CONTENT_DIR);
    testApp = await startTestApp({ contentDir: content.dir });
  });
  afterAll(async () => {
    await testApp?.close();
    await content?.remove();
  });

  const recommend = async (body: object) =>
    (await request(testApp.server).post('/api/recommendations?record=false').send(body).expect(200)).body as RecommendationResponse;

  it('never recommends a food that contains an allergy the owner ticked', async () => {
    const random = seededRandom(5_000);
    let foodsChecked = 0;
    for (let index = 0; index < 300; index += 1) {
      const body = syntheticRecommendationRequest(random, index);
      const allergies = body.foodPreferences.allergies ?? [];
      const { recommendations, askYourVet } = await recommend(body);
      for (const sent of [...recommendations, ...askYourVet]) {
        // What the catalogue says the food contains, not what the answer says of it.
        const food = bySlug.get(sent.slug);
        expect(food).toBeDefined();
        const contains = new Set<string>([...(food?.allergens ?? []), ...(food?.matchTags ?? [])]);
        expect({ slug: sent.slug, ticked: allergies.filter((allergy) => contains.has(allergy)) }).toEqual({ slug: sent.slug, ticked: [] });
        if (allergies.length > 0) foodsChecked += 1;
      }
    }
    // Most of these requests tick allergies and get six foods back.
    expect(foodsChecked).toBeGreaterThan(1000);
  });

  it('answers exactly what the engine answers from the whole catalogue', async () => {
    const ids = new Map(
      (await testApp.query<{ id: number; slug: string }>('SELECT id, slug FROM dog_foods')).map(({ id, slug }) => [slug, id]),
    );
    const catalogue: EngineFood[] = foods.map((food) => ({
      ...food,
      ...feedingFactsOf(food),
      id: ids.get(food.slug) as number,
      isVetRecommended: food.review?.badges.includes('vet-recommended') ?? false,
      isClinicallyProven: food.review?.badges.includes('clinically-proven') ?? false,
    }));
    const random = seededRandom(5_001);
    for (let index = 0; index < 150; index += 1) {
      const body = syntheticRecommendationRequest(random, index);
      const expected = recommendFoods(recommendationRequestSchema.parse(body), catalogue);
      const answer = await recommend(body);
      const positions = (list: { id: number; score: number; overBudgetUsd: number }[]) =>
        list.map(({ id, score, overBudgetUsd }) => ({ id, score, overBudgetUsd }));
      expect(positions(answer.recommendations)).toEqual(positions(expected.recommendations.map((ranked) => ({ ...ranked, id: ranked.food.id }))));
      expect(positions(answer.askYourVet)).toEqual(positions(expected.askYourVet.map((ranked) => ({ ...ranked, id: ranked.food.id }))));
      expect(positions(answer.notMadeForTheseSymptoms)).toEqual(
        positions(expected.notMadeForTheseSymptoms.map((ranked) => ({ ...ranked, id: ranked.food.id }))),
      );
    }
  });
});
