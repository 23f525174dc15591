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
import { pickOne, pickSome, seededRandom } from '../bench/seeded-random.js';
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

  it('ranks suitable foods, badges the best match, and gives each its reasons, portion and monthly cost', async () => {
    const response = await request(testApp.server).post('/api/recommendations').send(validRequest).expect(200);
    const { recommendations, askYourVet, notMadeForTheseSymptoms, redFlags, dog, requestId } = response.body as RecommendationResponse;
    // chicken-oat-dry has chicken; beef/lamb/duck/homemade are other food types; the puppy food is for
    // puppies; rx-hydrolyzed-dry is a prescription diet and the owner did not say a vet is involved;
    // turkey-pate-wet is made for vomiting and an upset stomach, none of this dog's symptoms.
    expect(recommendations.map((food) => [food.slug, food.badges, food.madeFor])).toEqual([
      ['calm-salmon-rice-dry', 'Best Match', ['sensitive-stomach', 'diarrhea']],
    ]);
    // Foods made for one of the symptoms are listed, so those made for none (the turkey pâté) are not sent.
    expect(notMadeForTheseSymptoms).toEqual([]);
    // No weight given: a grown medium dog is fed as 35 lb, 891 kcal a day.
    expect(dog).toEqual({ weightLbs: 35, weightFromSizeGroup: true, adultWeightLbs: null, dailyKcal: 891, method: 'adult', missing: [] });
    // 3800 kcal/kg, 380 kcal a cup, $49.99 (the editors' estimate) for 10886 g: 234.47 g, 2.345 cups;
    // 7127.9 g a month = $32.73; the bag lasts 46.4 days.
    expect(recommendations[0]?.feeding).toEqual({
      dailyKcal: 891,
      dailyGrams: 234,
      servingsPerDay: 2.345,
      servingUnit: 'cup',
      cost: {
        monthlyCostUsd: 32.73,
        offer: expect.objectContaining({ retailer: 'Amazon', basis: 'estimate', priceUsd: 49.99, package: { label: '24 lb bag', grams: 10_886 } }),
        packageLastsDays: 46,
        outlastsFreshness: true,
        isEstimate: true,
      },
    });
    expect(recommendations[0]?.reasons.slice(0, 3)).toEqual([
      { kind: 'symptoms', covered: ['sensitive-stomach', 'diarrhea'], total: 2 },
      { kind: 'allergens-absent', allergies: ['chicken'] },
      { kind: 'budget', fit: 'below', monthlyCostUsd: 32.73, budget: '50-100' },
    ]);
    expect(askYourVet.map((food) => [food.slug, food.requiresPrescription, food.badges])).toEqual([['rx-hydrolyzed-dry', true, '']]);
    expect(askYourVet[0]?.feeding?.cost?.monthlyCostUsd).toBe(68.24);
    expect(redFlags).toEqual([]);
    expect(requestId).toEqual(expect.any(Number));
  });

  it('works a wet food out in cans, its cost from the case', async () => {
    const forVomiting = {
      ...validRequest,
      symptoms: { ...validRequest.symptoms, symptoms: ['vomiting'] },
      foodPreferences: { ...validRequest.foodPreferences, foodTypes: ['wet'] },
    } satisfies RecommendationRequestInput;
    const response = await request(testApp.server).post('/api/recommendations?record=false').send(forVomiting).expect(200);
    const { recommendations } = response.body as RecommendationResponse;

    expect(recommendations.map((food) => food.slug)).toEqual(['turkey-pate-wet']);
    // 1030 kcal/kg, 380 kcal a can, $36.00 for 4428 g: 865.05 g, 2.345 cans; 26297.5 g a month = $213.80.
    expect(recommendations[0]?.feeding).toMatchObject({ dailyGrams: 865, servingsPerDay: 2.345, servingUnit: 'can', cost: { monthlyCostUsd: 213.8 } });
  });

  it("works portions and costs out for the dog's own weight", async () => {
    const forWeight = async (weightLbs: number) => {
      const body = { ...validRequest, dogInfo: { ...validRequest.dogInfo, weightLbs } };
      return (await request(testApp.server).post('/api/recommendations').send(body).expect(200)).body as RecommendationResponse;
    };
    const large = await forWeight(60);
    const small = await forWeight(10);

    expect(large.dog).toMatchObject({ weightLbs: 60, weightFromSizeGroup: false, dailyKcal: 1335 });
    expect(small.dog).toMatchObject({ weightLbs: 10, weightFromSizeGroup: false, dailyKcal: 348 });
    // The same bag: 351.32 g (3.513 cups) and $49.04 a month for 60 lb; 91.58 g (0.916 cups) and $12.78 for 10 lb.
    expect(large.recommendations[0]?.feeding).toMatchObject({ dailyGrams: 351, servingsPerDay: 3.513, cost: { monthlyCostUsd: 49.04 } });
    expect(small.recommendations[0]?.feeding).toMatchObject({ dailyGrams: 92, servingsPerDay: 0.916, cost: { monthlyCostUsd: 12.78 } });
  });

  it("asks for a puppy's weights instead of guessing them, and feeds it by the growth formula once given", async () => {
    const puppy = (weights: object) => ({
      ...validRequest,
      dogInfo: { ...validRequest.dogInfo, age: 'puppy', size: 'medium', ...weights },
      symptoms: { ...validRequest.symptoms, symptoms: ['vomiting'] },
    });
    const unknown = (await request(testApp.server).post('/api/recommendations?record=false').send(puppy({})).expect(200)).body as RecommendationResponse;
    expect(unknown.dog).toEqual({ weightLbs: null, weightFromSizeGroup: false, adultWeightLbs: null, dailyKcal: null, method: 'puppy-growth', missing: ['weight', 'adult-weight'] });
    expect(unknown.recommendations.map((food) => [food.slug, food.feeding, food.badges])).toEqual([['turkey-pate-wet', null, '']]);

    const known = (await request(testApp.server).post('/api/recommendations?record=false').send(puppy({ weightLbs: 12, adultWeightLbs: 40 })).expect(200))
      .body as RecommendationResponse;
    // 12 lb = 5.443 kg, ^0.75 = 3.5636; p = 0.3: e^-0.261 - 0.1 = 0.67028; 130 x 3.5636 x 3.2 x 0.67028 = 994 kcal.
    expect(known.dog).toMatchObject({ weightLbs: 12, adultWeightLbs: 40, dailyKcal: 994, missing: [] });
    expect(known.recommendations[0]?.feeding?.dailyKcal).toBe(994);

    const refused = await request(testApp.server).post('/api/recommendations').send(puppy({ weightLbs: 30, adultWeightLbs: 20 })).expect(400);
    expect(refused.body.message).toBe(wizardMessages.adultWeightBelowWeight);
  });

  it('ranks prescription diets with the rest, saying why, when a vet has diagnosed or prescribed', async () => {
    const body = { ...validRequest, symptoms: { ...validRequest.symptoms, vetDiagnosed: true } };
    const response = await request(testApp.server).post('/api/recommendations').send(body).expect(200);
    const { recommendations, askYourVet } = response.body as RecommendationResponse;

    expect(recommendations.map((food) => food.slug)).toEqual(['calm-salmon-rice-dry', 'rx-hydrolyzed-dry']);
    expect(recommendations[1]?.reasons[0]).toEqual({ kind: 'vet-diagnosed' });
    expect(askYourVet).toEqual([]);
  });

  it('says why the dog should see a vet first, and still answers with foods', async () => {
    const body = {
      ...validRequest,
      symptoms: { ...validRequest.symptoms, symptoms: ['vomiting', 'lethargy', 'diarrhea'], warningSigns: ['black-stool', 'blood'] },
    };
    const response = await request(testApp.server).post('/api/recommendations').send(body).expect(200);
    const { recommendations, redFlags } = response.body as RecommendationResponse;

    expect(redFlags).toEqual(['blood', 'black-stool', 'vomiting-with-lethargy', 'lasting-lethargy']);
    expect(recommendations.length).toBeGreaterThan(0);
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
        weightLbs: null,
        adultWeightLbs: null,
        underSixMonths: null,
        warningSigns: [],
        vetDiagnosed: null,
        askYourVetFoodIds: body.askYourVet.map((food) => food.id),
        redFlags: [],
      },
    });
    expect(Date.parse(row?.created_at as string)).not.toBeNaN();
  });

  it("stamps a stored request with the database's clock, not the API's", async () => {
    const [before] = await testApp.query<{ now: Date }>('SELECT now()');
    // The API's clock is set back to 2001; only Date is faked, so its timers and I/O run as usual.
    jest.useFakeTimers({
      now: new Date('2001-02-03T04:05:06Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    let stored: RecommendationResponse;
    try {
      stored = (await request(testApp.server).post('/api/recommendations').send(validRequest).expect(200)).body;
    } finally {
      jest.useRealTimers();
    }
    const [after] = await testApp.query<{ now: Date }>('SELECT now()');
    const [row] = await testApp.query<{ created_at: Date }>('SELECT created_at FROM dog_food_recommendations WHERE id = $1', [
      stored.requestId,
    ]);

    expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(before?.now.getTime() as number);
    expect(row?.created_at.getTime()).toBeLessThanOrEqual(after?.now.getTime() as number);
  });

  it('answers without storing anything when asked not to record (a results link rendered again)', async () => {
    const [before] = await testApp.query('SELECT count(*)::int AS rows FROM dog_food_recommendations');
    const recorded = await request(testApp.server).post('/api/recommendations').send(validRequest).expect(200);
    const unrecorded = await request(testApp.server).post('/api/recommendations?record=false').send(validRequest).expect(200);
    const [after] = await testApp.query('SELECT count(*)::int AS rows FROM dog_food_recommendations');

    expect(after?.rows).toBe((before?.rows as number) + 1);
    expect(unrecorded.body).toEqual({ ...(recorded.body as RecommendationResponse), requestId: null });
    await request(testApp.server).post('/api/recommendations?record=maybe').send(validRequest).expect(400);
  });

  it('answers an empty list when no food passes the hard rules', async () => {
    const body = {
      ...validRequest,
      dogInfo: { ...validRequest.dogInfo, age: 'puppy', size: 'giant' },
      foodPreferences: { foodTypes: ['wet'], budget: 'under-50' },
    };
    const response = await request(testApp.server).post('/api/recommendations').send(body).expect(200);
    expect(response.body).toEqual({
      requestId: expect.any(Number),
      recommendations: [],
      askYourVet: [],
      notMadeForTheseSymptoms: [],
      redFlags: [],
      dog: { weightLbs: null, weightFromSizeGroup: false, adultWeightLbs: null, dailyKcal: null, method: 'puppy-growth', missing: ['weight', 'adult-weight'] },
    });
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
    ['a left-out symptom list', invalid('symptoms', 'symptoms', undefined), wizardMessages.symptoms],
    ['a symptom that is not a list', invalid('symptoms', 'symptoms', 'gas'), 'Symptom must be a list'],
    ['a left-out food type list', invalid('foodPreferences', 'foodTypes', undefined), wizardMessages.foodTypes],
    ['a missing frequency', invalid('symptoms', 'frequency', ''), wizardMessages.frequency],
    ['a missing duration', invalid('symptoms', 'duration', null), wizardMessages.duration],
    ['no food types', invalid('foodPreferences', 'foodTypes', []), wizardMessages.foodTypes],
    ['a missing budget', invalid('foodPreferences', 'budget', undefined), wizardMessages.budget],
    ['an unknown allergy', invalid('foodPreferences', 'allergies', ['pollen']), 'Unknown allergy value'],
    ['an unknown ingredient', invalid('foodPreferences', 'ingredients', ['kale']), 'Unknown ingredient value'],
    ['an unknown symptom', invalid('symptoms', 'symptoms', ['sneezing']), 'Unknown symptom value'],
    ['an over-long note', invalid('symptoms', 'additionalInfo', 'x'.repeat(1001)), 'Additional information must be at most 1000 characters'],
    ['a weight of 0', invalid('dogInfo', 'weightLbs', 0), wizardMessages.weight],
    ['a weight over the limit', invalid('dogInfo', 'weightLbs', 300), wizardMessages.weight],
    ['a weight that is not a number', invalid('dogInfo', 'weightLbs', '60 lbs'), wizardMessages.weight],
    ['an unknown warning sign', invalid('symptoms', 'warningSigns', ['sneezing']), 'Unknown warning sign value'],
    ['warning signs that are not a list', invalid('symptoms', 'warningSigns', 'blood'), 'Warning sign must be a list'],
    ['a vet answer that is not true or false', invalid('symptoms', 'vetDiagnosed', 'yes'), 'vetDiagnosed must be true or false'],
    ['a puppy age answer that is not true or false', invalid('dogInfo', 'underSixMonths', 1), 'underSixMonths must be true or false'],
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

  it('never answers with a food that breaks an allergy, food type, age or size rule, nor a prescription diet the vet was not asked about', async () => {
    const random = seededRandom(20_250_521);
    let requestsWithResults = 0;
    let foodsChecked = 0;
    let prescriptionDietsSetAside = 0;
    for (let index = 0; index < 300; index += 1) {
      const vetDiagnosed = random() < 0.3;
      const body = {
        dogInfo: {
          dogName: `Dog ${index}`,
          breed: pickOne(random, breedValues),
          age: pickOne(random, ageGroupValues),
          size: pickOne(random, dogSizeValues),
          ...(random() < 0.5 ? { weightLbs: 3 + Math.floor(random() * 140) } : {}),
        },
        symptoms: {
          symptoms: pickSome(random, symptomValues, 1, 4),
          frequency: pickOne(random, frequencyValues),
          duration: pickOne(random, durationValues),
          vetDiagnosed,
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
      const { recommendations, askYourVet } = response.body as RecommendationResponse;
      expect(recommendations.length).toBeLessThanOrEqual(6);
      expect(askYourVet.length).toBeLessThanOrEqual(3);
      if (recommendations.length > 0) requestsWithResults += 1;
      prescriptionDietsSetAside += askYourVet.length;
      for (const food of [...recommendations, ...askYourVet]) {
        foodsChecked += 1;
        expect(food.madeFor.length).toBeGreaterThan(0);
        expect(food.madeFor.every((symptom) => body.symptoms.symptoms.includes(symptom) && food.suitableFor.symptoms.includes(symptom))).toBe(true);
        const contains = new Set([...food.allergens, ...food.matchTags]);
        expect(body.foodPreferences.allergies.filter((allergy) => contains.has(allergy))).toEqual([]);
        expect(body.foodPreferences.foodTypes).toContain(COUNTED_AS[food.foodType] ?? food.foodType);
        expect(food.suitableFor.age).toContain(body.dogInfo.age);
        expect(food.suitableFor.size).toContain(body.dogInfo.size);
        // A puppy without its weights gets no portion; every other dog a cost from the sample's estimates.
        const puppyWithoutWeights = body.dogInfo.age === 'puppy' && body.dogInfo.weightLbs === undefined;
        if (puppyWithoutWeights) expect(food.feeding).toBeNull();
        else if (body.dogInfo.age !== 'puppy') expect(food.feeding?.cost?.monthlyCostUsd).toBeGreaterThan(0);
      }
      recommendations.forEach((food, position) => {
        expect(food.badges).toBe(position === 0 && food.feeding?.cost && food.overBudgetUsd === 0 ? 'Best Match' : '');
        if (!vetDiagnosed) expect(food.requiresPrescription).toBe(false);
      });
      expect(askYourVet.every((food) => food.requiresPrescription && !vetDiagnosed)).toBe(true);
      const fitting = recommendations.filter((food) => food.overBudgetUsd === 0);
      expect(recommendations.slice(0, fitting.length)).toEqual(fitting);
    }
    // The property means little unless many generated requests actually got foods back.
    expect(requestsWithResults).toBeGreaterThan(100);
    expect(foodsChecked).toBeGreaterThan(300);
    expect(prescriptionDietsSetAside).toBeGreaterThan(0);
    const stored = await testApp.query<{ count: number }>('SELECT count(*)::int AS count FROM dog_food_recommendations');
    expect(stored).toEqual([{ count: 300 }]);
  });

  it('lists foods over an under-$50 budget apart from those that fit, closest first, with no top pick when none fits', async () => {
    const rawOrHomemadeUnder50 = {
      ...validRequest,
      foodPreferences: { foodTypes: ['raw', 'homemade'], budget: 'under-50' },
    } satisfies RecommendationRequestInput;
    const response = await request(testApp.server).post('/api/recommendations').send(rawOrHomemadeUnder50).expect(200);
    const { recommendations } = response.body as RecommendationResponse;

    expect(recommendations.length).toBeGreaterThan(0);
    for (const food of recommendations) {
      const monthlyCostUsd = food.feeding?.cost?.monthlyCostUsd as number;
      expect(monthlyCostUsd).toBeGreaterThan(50);
      expect(food.overBudgetUsd).toBeCloseTo(monthlyCostUsd - 50, 2);
      expect(food.badges).toBe('');
    }
    const overBy = recommendations.map((food) => food.overBudgetUsd);
    expect(overBy).toEqual([...overBy].sort((a, b) => a - b));
  });
});
