import type { DogFood } from '@gentlebowl/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('dog foods', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const idOf = async (sql: string) => (await testApp.query<{ id: number }>(sql))[0]?.id as number;

  it('lists the catalogue best rated first: no retailer has rated the fixture foods, so by name', async () => {
    const response = await request(testApp.server).get('/api/dog-foods').expect(200);
    const foods = response.body as DogFood[];
    expect(foods).toHaveLength(9);
    expect(foods.every((food) => food.rating === null && food.retailerRating === null)).toBe(true);
    expect(foods.map((food) => food.name)).toEqual([...foods.map((food) => food.name)].sort((a, b) => a.localeCompare(b)));
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('returns one food with every field the detail page and the engine use', async () => {
    const id = await idOf("SELECT id FROM dog_foods WHERE slug = 'turkey-pate-wet'");
    const response = await request(testApp.server).get(`/api/dog-foods/${id}`).expect(200);
    expect(response.body).toEqual<DogFood>({
      id,
      slug: 'turkey-pate-wet',
      name: 'Turkey Pate',
      brand: 'Soft Co',
      description: 'Turkey Pate by Soft Co, a test catalogue record.',
      imageUrl: '/api/media/foods/turkey-pate-wet.svg',
      foodType: 'wet',
      rating: null,
      reviewCount: null,
      retailerRating: null,
      badges: '',
      isVetRecommended: false,
      isAllNatural: false,
      isClinicallyProven: false,
      review: null,
      whereToBuyUrl: 'https://www.chewy.com/s?query=turkey+pate+wet',
      whereToBuyIsSearch: true,
      shopSearch: { retailer: 'Chewy', url: 'https://www.chewy.com/s?query=turkey+pate+wet' },
      detailsUrl: null,
      suitableFor: {
        age: ['puppy', 'young-adult', 'adult', 'senior'],
        size: ['small', 'medium'],
        symptoms: ['vomiting', 'upset-stomach'],
      },
      affiliateUrl: null,
      retailer: 'Chewy',
      price: '$36.00',
      discountPercentage: 0,
      isPromotion: false,
      promotionEndsOn: null,
      ingredients: ['Main protein', 'Rice', 'Vitamins'],
      allergens: [],
      matchTags: ['turkey'],
      requiresPrescription: false,
      label: {
        energy: { kcalPerKg: 1030, kcalPerServing: 380, servingUnit: 'can' },
        guaranteedAnalysis: null,
        aafcoStatement: null,
        aafcoLifeStage: null,
        source: { url: 'https://www.example.com/labels/turkey-pate-wet', recordedOn: '2026-10-01' },
        estimated: [],
        estimateNote: null,
      },
      offers: [
        {
          retailer: 'Chewy',
          retailerProductId: null,
          productUrl: null,
          affiliateUrl: null,
          package: { label: '12 x 13 oz cans', grams: 4428 },
          priceUsd: 36,
          regularPriceUsd: null,
          saleEndsOn: null,
          availability: null,
          basis: 'estimate',
          seenOn: '2026-10-01',
          currentUntil: null,
          current: true,
        },
      ],
      costNote: null,
      sampleData: false,
      keyBenefits: ['Gentle on digestion'],
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('gives badges only with the reviewer who stands behind them', async () => {
    const id = await idOf("SELECT id FROM dog_foods WHERE slug = 'calm-salmon-rice-dry'");
    const food = (await request(testApp.server).get(`/api/dog-foods/${id}`).expect(200)).body as DogFood;
    expect(food).toMatchObject({
      isVetRecommended: true,
      isClinicallyProven: true,
      isAllNatural: false,
      review: { reviewer: 'Dr. Ana Ruiz', credential: 'DVM', reviewedOn: '2026-10-01' },
    });
  });

  it('supports conditional requests on one food', async () => {
    const id = await idOf('SELECT min(id) AS id FROM dog_foods');
    const first = await request(testApp.server).get(`/api/dog-foods/${id}`).expect(200);
    await request(testApp.server)
      .get(`/api/dog-foods/${id}`)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it('answers 404 JSON for an id that does not exist', async () => {
    const response = await request(testApp.server).get('/api/dog-foods/999999').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Dog food not found' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', '1e3'])('answers 400 for the malformed id %s', async (id) => {
    const response = await request(testApp.server).get(`/api/dog-foods/${id}`).expect(400);
    expect(response.body.message).toBe('Dog food id must be a positive whole number');
  });
});
