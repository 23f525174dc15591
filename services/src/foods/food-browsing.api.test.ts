import {
  type Allergy,
  CATALOGUE_PAGE_SIZE,
  type DogFood,
  type DogFoodCataloguePage,
  type DogFoodSummary,
  containedAllergies,
  feedingPlanFor,
  mainProteinOf,
  referenceDogDailyKcal,
} from '@gentlebowl/contracts';
import request from 'supertest';
import { REAL_CONTENT_DIR, startTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/dog-foods/catalogue', () => {
  let testApp: TestApp;
  let everyFood: DogFood[];

  beforeAll(async () => {
    // The site's own catalogue: more than two pages of foods of every type.
    testApp = await startTestApp({ contentDir: REAL_CONTENT_DIR });
    everyFood = (await request(testApp.server).get('/api/dog-foods').expect(200)).body as DogFood[];
  });
  afterAll(() => testApp.close());

  const browse = async (search: string): Promise<DogFoodCataloguePage> =>
    (await request(testApp.server).get(`/api/dog-foods/catalogue${search}`).expect(200)).body as DogFoodCataloguePage;

  /** Every food of a filtered list, page after page. */
  async function allPages(search: string): Promise<DogFoodSummary[]> {
    const first = await browse(search);
    const foods = [...first.foods];
    const separator = search === '' ? '?' : '&';
    for (let page = 2; page <= first.pageCount; page += 1) foods.push(...(await browse(`${search}${separator}page=${page}`)).foods);
    expect(foods).toHaveLength(first.total);
    return foods;
  }

  const ids = (foods: readonly Pick<DogFood, 'id'>[]) => foods.map((food) => food.id);
  /** The whole record of a food a list names. */
  const recordOf = (summary: DogFoodSummary): DogFood => {
    const food = everyFood.find((record) => record.id === summary.id);
    if (!food) throw new Error(`No food ${summary.id} in GET /api/dog-foods`);
    return food;
  };
  const containsAny = (food: DogFood, allergies: readonly Allergy[]) => allergies.some((allergy) => containedAllergies(food).has(allergy));

  it('pages through the whole catalogue best rated first, twelve foods a page', async () => {
    const response = await request(testApp.server).get('/api/dog-foods/catalogue').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const first = response.body as DogFoodCataloguePage;
    expect(everyFood.length).toBeGreaterThan(2 * CATALOGUE_PAGE_SIZE);
    expect(first).toMatchObject({
      total: everyFood.length,
      page: 1,
      pageSize: CATALOGUE_PAGE_SIZE,
      pageCount: Math.ceil(everyFood.length / CATALOGUE_PAGE_SIZE),
    });
    expect(first.foods).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(ids(await allPages(''))).toEqual(ids(everyFood));
  });

  it("gives each food's summary: what a list shows of it and the figures its monthly cost comes from", async () => {
    const [summary] = (await browse('')).foods;
    if (!summary) throw new Error('The catalogue is empty');
    const food = recordOf(summary);
    expect(summary).toEqual({
      id: food.id,
      brand: food.brand,
      name: food.name,
      imageUrl: food.imageUrl,
      foodType: food.foodType,
      retailerRating: food.retailerRating,
      requiresPrescription: food.requiresPrescription,
      sampleData: food.sampleData,
      label: { energy: food.label.energy, estimated: food.label.estimated },
      offers: food.offers,
    });
  });

  it('holds as many foods a page as page-size asks for, and counts the pages in that size', async () => {
    const firstFive = await browse('?protein=fish&page-size=5');
    const fish = await allPages('?protein=fish');
    expect(firstFive).toMatchObject({ total: fish.length, page: 1, pageSize: 5, pageCount: Math.ceil(fish.length / 5) });
    expect(ids(firstFive.foods)).toEqual(ids(fish.slice(0, 5)));
    expect(ids((await browse('?protein=fish&page-size=5&page=2')).foods)).toEqual(ids(fish.slice(5, 10)));
  });

  it('leaves out every food that holds an allergen, by its allergen list or its ingredient tags, as the engine does', async () => {
    const withoutChicken = await allPages('?free-from=chicken&sort=rating');
    expect(withoutChicken.length).toBeGreaterThan(0);
    expect(ids(withoutChicken)).toEqual(ids(everyFood.filter((food) => !containsAny(food, ['chicken']))));
    for (const food of withoutChicken.map(recordOf)) {
      expect(food.allergens).not.toContain('chicken');
      expect(food.matchTags).not.toContain('chicken');
    }

    const freeOfSeveral = ids(everyFood.filter((food) => !containsAny(food, ['beef', 'soy', 'corn'])));
    expect(ids(await allPages('?free-from=beef&free-from=soy,corn'))).toEqual(freeOfSeveral);
  });

  it('narrows by type, protein, life stage and prescription together', async () => {
    const puppyDryFoods = await allPages('?type=dry&life-stage=puppy&prescription=no');
    expect(ids(puppyDryFoods)).toEqual(
      ids(everyFood.filter((food) => food.foodType === 'dry' && food.suitableFor.age.includes('puppy') && !food.requiresPrescription)),
    );
    expect(puppyDryFoods.length).toBeGreaterThan(0);

    const fish = await allPages('?protein=fish');
    expect(ids(fish)).toEqual(ids(everyFood.filter((food) => food.matchTags.includes('fish'))));
    expect(fish.length).toBeGreaterThan(1);

    const prescriptionDiets = await allPages('?prescription=yes');
    expect(ids(prescriptionDiets)).toEqual(ids(everyFood.filter((food) => food.requiresPrescription)));
  });

  it("orders by what a month of feeding costs the reference dog, lowest first, when asked for price", async () => {
    const byPrice = await allPages('?sort=price');
    expect(new Set(ids(byPrice))).toEqual(new Set(ids(everyFood)));
    const costs = byPrice.map((food) => feedingPlanFor(referenceDogDailyKcal(), food).cost?.monthlyCostUsd as number);
    expect(costs.every((cost) => cost > 0)).toBe(true);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(costs[0]).toBeLessThan(costs.at(-1) as number);
  });

  it('answers an empty list as one empty page', async () => {
    expect(await browse('?type=wet&protein=lamb')).toEqual({ foods: [], total: 0, page: 1, pageSize: CATALOGUE_PAGE_SIZE, pageCount: 1 });
  });

  it('treats the empty values of an open select as no filter', async () => {
    expect(ids((await browse('?type=&protein=&life-stage=&prescription=&free-from=chicken')).foods)).toEqual(
      ids((await browse('?free-from=chicken')).foods),
    );
  });

  it.each([
    ['?type=kibble', 'Unknown type "kibble": use one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated'],
    ['?free-from=chicken,gluten', 'Unknown free-from allergen "gluten": use one of chicken, beef, dairy, wheat, soy, eggs, corn'],
    ['?life-stage=kitten', 'Unknown life-stage "kitten": use one of puppy, young-adult, adult, senior'],
    ['?sort=cheapest', 'Unknown sort "cheapest": use one of rating, price'],
    ['?page=0', 'page must be a whole number from 1 to 100000'],
    ['?page=two', 'page must be a whole number from 1 to 100000'],
    ['?sort=price&sort=rating', 'sort may be given only once'],
    ['?page-size=0', 'page-size must be a whole number from 1 to 48'],
    ['?page-size=49', 'page-size must be a whole number from 1 to 48'],
  ])('answers 400 with a readable message for %s', async (search, message) => {
    const response = await request(testApp.server).get(`/api/dog-foods/catalogue${search}`).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
  });

  it('answers 404 for a page past the last, saying how many there are', async () => {
    const { pageCount } = await browse('');
    const response = await request(testApp.server).get(`/api/dog-foods/catalogue?page=${pageCount + 1}`).expect(404);
    expect(response.body.message).toBe(`Page ${pageCount + 1} is past the last page of these foods: there are ${pageCount} pages`);
    const single = await request(testApp.server).get('/api/dog-foods/catalogue?prescription=yes&page=2').expect(404);
    expect(single.body.message).toBe('Page 2 is past the last page of these foods: there is 1 page');
  });

  it("names each food's related foods from the catalogue's lists: its main protein's best rated first, then its type's", async () => {
    for (const food of everyFood.slice(0, 6)) {
      const protein = mainProteinOf(food.matchTags);
      const lists = [...(protein ? [`?protein=${protein}&page-size=5`] : []), `?type=${food.foodType}&page-size=5`];
      const expected = [...new Set((await Promise.all(lists.map(browse))).flatMap((list) => ids(list.foods)))]
        .filter((id) => id !== food.id)
        .slice(0, 4);
      const response = await request(testApp.server).get(`/api/dog-foods/${food.id}/related`).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const related = response.body as DogFoodSummary[];
      expect(ids(related)).toEqual(expected);
      expect(related.length).toBeGreaterThan(0);
      expect(related[0]).toEqual((await browse(`?page-size=48`)).foods.find((summary) => summary.id === related[0]?.id));
    }
    await request(testApp.server).get('/api/dog-foods/999999/related').expect(404);
    await request(testApp.server).get('/api/dog-foods/abc/related').expect(400);
  });

  it('binds every value as a parameter', async () => {
    const response = await request(testApp.server)
      .get(`/api/dog-foods/catalogue?free-from=${encodeURIComponent("chicken') OR 1=1 --")}`)
      .expect(400);
    expect(response.body.message).toMatch(/^Unknown free-from allergen/);
    expect((await testApp.query<{ count: number }>('SELECT count(*)::int AS count FROM dog_foods'))[0]?.count).toBe(everyFood.length);
  });
});
