import {
  ageGroupValues,
  allergyValues,
  breedValues,
  budgetValues,
  dogSizeValues,
  durationValues,
  frequencyValues,
  preferredIngredientValues,
  type RecommendationRequestInput,
  type RecommendationResponse,
  symptomValues,
  wizardFoodTypeValues,
  wizardMessages,
} from '@gentlebowl/contracts';
import request from 'supertest';
import { pickOne, pickSome, seededRandom } from '../../test/seeded-random.js';
import { REAL_CONTENT_DIR, startTestApp, type TestApp } from '../../test/test-app.js';

const validRequest = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['sensitive-stomach', 'diarrhea'], frequency: 'weekly', duration: '1-3-months' },
  foodPreferences: { foodTypes: ['dry', 'wet'], budget: '50-100', ingredients: ['fish'], allergies: ['chicken'] },
} satisfies RecommendationRequestInput;

describe('POST /api/recommendations', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('ranks suitable foods, badges the best match and explains every pick', async () => {
    const response = await request(testApp.server).post('/api/recommendations').send(validRequest).expect(200);
    const { recommendations, requestId } = response.body as RecommendationResponse;
    const slugs = recommendations.map((food) => food.slug);
    expect(slugs[0]).toBe('calm-salmon-rice-dry');
    // chicken-oat-dry has chicken; beef/lamb/duck/homemade are other food types; the puppy food is for puppies.
    expect(slugs).toEqual(['calm-salmon-rice-dry', 'turkey-pate-wet']);
    expect(recommendations.map((food) => food.badges)).toEqual(['Best Match', '']);
    for (const food of recommendations) {
      expect(food.matchReasons.length).toBeGreaterThan(0);
      expect(food.matchReasons.every((reason) => typeof reason === 'string' && reason.length > 0)).toBe(true);
    }
    expect(recommendations[0]?.score).toBeGreaterThan(recommendations[1]?.score ?? Number.POSITIVE_INFINITY);
    expect(requestId).toEqual(expect.any(Number));
  });

  it('stores the request with the foods it answered', async () => {
    const response = await request(testApp.server).post('/api/recommendations').send(validRequest).expect(200);
    const body = response.body as RecommendationResponse;
    const [row] = await testApp.query('SELECT * FROM dog_food_recommendations WHERE id = $1', [body.requestId]);
    expect(row).toMatchObject({
      dog_name: 'Biscuit',
      dog_breed: 'beagle',
      dog_age: 'adult',
      dog_size: 'medium',
      symptoms: ['sensitive-stomach', 'diarrhea'],
      food_preferences: ['dry', 'wet'],
      recommended_food_ids: body.recommendations.map((food) => food.id),
      request_details: {
        frequency: 'weekly',
        duration: '1-3-months',
        additionalInfo: null,
        budget: '50-100',
        ingredients: ['fish'],
        allergies: ['chicken'],
      },
    });
    expect(Date.parse(row?.created_at as string)).not.toBeNaN();
  });

  it('answers an empty list when no food passes the hard rules', async () => {
    const body = {
      ...validRequest,
      dogInfo: { ...validRequest.dogInfo, age: 'puppy', size: 'giant' },
      foodPreferences: { foodTypes: ['wet'], budget: 'under-50' },
    };
    const response = await request(testApp.server).post('/api/recommendations').send(body).expect(200);
    expect(response.body).toEqual({ requestId: expect.any(Number), recommendations: [] });
  });

  const invalid = (group: keyof typeof validRequest, field: string, value: unknown) => ({
    ...validRequest,
    [group]: { ...validRequest[group], [field]: value },
  });

  it.each([
    ['a missing dog name', invalid('dogInfo', 'dogName', ''), wizardMessages.dogName],
    ['an unknown breed', invalid('dogInfo', 'breed', 'dragon'), wizardMessages.breed],
    ['a missing age group', invalid('dogInfo', 'age', undefined), wizardMessages.age],
    ['an unknown size', invalid('dogInfo', 'size', 'huge'), wizardMessages.size],
    ['no symptoms', invalid('symptoms', 'symptoms', []), wizardMessages.symptoms],
    ['a missing frequency', invalid('symptoms', 'frequency', ''), wizardMessages.frequency],
    ['a missing duration', invalid('symptoms', 'duration', null), wizardMessages.duration],
    ['no food types', invalid('foodPreferences', 'foodTypes', []), wizardMessages.foodTypes],
    ['a missing budget', invalid('foodPreferences', 'budget', undefined), wizardMessages.budget],
    ['an unknown allergy', invalid('foodPreferences', 'allergies', ['pollen']), 'Unknown allergy value'],
    ['an unknown ingredient', invalid('foodPreferences', 'ingredients', ['kale']), 'Unknown ingredient value'],
    ['an unknown symptom', invalid('symptoms', 'symptoms', ['sneezing']), 'Unknown symptom value'],
    ['an over-long note', invalid('symptoms', 'additionalInfo', 'x'.repeat(1001)), 'Additional information must be at most 1000 characters'],
    ['a missing section', { dogInfo: validRequest.dogInfo, symptoms: validRequest.symptoms }, 'Food preferences are required'],
  ])('rejects %s with a readable 400', async (_case, body, message) => {
    const response = await request(testApp.server).post('/api/recommendations').send(body).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.error).toBe('Bad Request');
    expect(response.body.message).toBe(message);
    expect(response.body.issues).toHaveLength(1);
  });

  it('lists every problem of a body with several', async () => {
    const response = await request(testApp.server)
      .post('/api/recommendations')
      .send({ dogInfo: {}, symptoms: validRequest.symptoms, foodPreferences: validRequest.foodPreferences })
      .expect(400);
    expect(response.body.message).toBe(
      [wizardMessages.dogName, wizardMessages.breed, wizardMessages.age, wizardMessages.size].join('; '),
    );
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'dogInfo.dogName',
      'dogInfo.breed',
      'dogInfo.age',
      'dogInfo.size',
    ]);
  });
});

/** Catalogue food types the engine shows to an owner who ticked raw (see the engine's hard rules). */
const COUNTED_AS = { 'freeze-dried': 'raw', dehydrated: 'raw' } as Record<string, string>;

describe('engine hard rules over generated requests on the real catalogue', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ contentDir: REAL_CONTENT_DIR });
  });
  afterAll(() => testApp.close());

  it('never recommends a food that breaks an allergy, food type, age or size rule', async () => {
    const random = seededRandom(20_250_521);
    let requestsWithResults = 0;
    let foodsChecked = 0;
    for (let index = 0; index < 300; index += 1) {
      const body = {
        dogInfo: {
          dogName: `Dog ${index}`,
          breed: pickOne(random, breedValues),
          age: pickOne(random, ageGroupValues),
          size: pickOne(random, dogSizeValues),
        },
        symptoms: {
          symptoms: pickSome(random, symptomValues, 1, 4),
          frequency: pickOne(random, frequencyValues),
          duration: pickOne(random, durationValues),
        },
        foodPreferences: {
          foodTypes: pickSome(random, wizardFoodTypeValues, 1, 3),
          budget: pickOne(random, budgetValues),
          ingredients: pickSome(random, preferredIngredientValues, 0, 3),
          allergies: pickSome(random, allergyValues, 1, 3),
        },
      };
      const response = await request(testApp.server).post('/api/recommendations').send(body);
      expect(response.status).toBe(200);
      const { recommendations } = response.body as RecommendationResponse;
      expect(recommendations.length).toBeLessThanOrEqual(6);
      if (recommendations.length > 0) requestsWithResults += 1;
      recommendations.forEach((food, position) => {
        foodsChecked += 1;
        const contains = new Set([...food.allergens, ...food.matchTags]);
        expect(body.foodPreferences.allergies.filter((allergy) => contains.has(allergy))).toEqual([]);
        expect(body.foodPreferences.foodTypes).toContain(COUNTED_AS[food.foodType] ?? food.foodType);
        expect(food.suitableFor.age).toContain(body.dogInfo.age);
        expect(food.suitableFor.size).toContain(body.dogInfo.size);
        expect(food.badges).toBe(position === 0 ? 'Best Match' : '');
      });
    }
    // The property means little unless many generated requests actually got foods back.
    expect(requestsWithResults).toBeGreaterThan(100);
    expect(foodsChecked).toBeGreaterThan(300);
    const stored = await testApp.query<{ count: number }>('SELECT count(*)::int AS count FROM dog_food_recommendations');
    expect(stored).toEqual([{ count: 300 }]);
  });
});
