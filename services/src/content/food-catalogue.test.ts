import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR } from '../../test/test-app.js';
import { ContentError } from './content-error.js';
import { parseFoodCatalogue } from './food-catalogue.js';

const mediaDir = path.join(FIXTURE_CONTENT_DIR, 'media');
const fixtureFoods = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'foods.json'), 'utf8')) as Record<string, unknown>[];

function problemsOf(source: string): string[] {
  try {
    parseFoodCatalogue('content/foods.json', source, mediaDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const withChanges = (index: number, changes: Record<string, unknown>) =>
  JSON.stringify(fixtureFoods.map((food, position) => (position === index ? { ...food, ...changes } : food)));

describe('parseFoodCatalogue', () => {
  it('accepts the fixture catalogue', () => {
    expect(parseFoodCatalogue('foods.json', JSON.stringify(fixtureFoods), mediaDir)).toHaveLength(8);
  });

  it('names the record and field at fault, for every problem at once', () => {
    expect(problemsOf(withChanges(1, { rating: 51, allergens: ['peanuts'] }))).toEqual([
      'content/foods.json: food 2 ("chicken-oat-dry"): rating: Too big: expected number to be <=50',
      'content/foods.json: food 2 ("chicken-oat-dry"): allergens.0: must be one of chicken, beef, dairy, wheat, soy, eggs, corn',
    ]);
  });

  it.each([
    [{ foodType: 'kibble' }, 'foodType: must be one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated'],
    [{ monthlyBudget: 'cheap' }, 'monthlyBudget: must be one of under-50, 50-100, 100-150, 150-200, over-200'],
    [{ whereToBuyUrl: 'http://insecure.example.com' }, 'whereToBuyUrl: must be an https URL'],
    [{ price: '64.99' }, 'price: must look like $64.99 or $45.00/week'],
    [{ imageUrl: '/api/media/foods/missing.svg' }, 'imageUrl: no such file in the media folder'],
    [{ suitableFor: { age: [], size: ['small'], symptoms: ['gas'] } }, 'suitableFor.age: needs at least 1 value'],
    [{ matchTags: ['fish', 'fish'] }, 'matchTags: lists a value twice'],
    [{ ratting: 4 }, '(whole record): Unrecognized key: "ratting"'],
  ])('rejects %j', (changes, problem) => {
    expect(problemsOf(withChanges(0, changes))).toEqual([`content/foods.json: food 1 ("calm-salmon-rice-dry"): ${problem}`]);
  });

  it('rejects duplicate slugs and promotions without a price', () => {
    const foods = [...fixtureFoods, { ...fixtureFoods[0] }];
    expect(problemsOf(JSON.stringify(foods))).toEqual([
      'content/foods.json: food 9 ("calm-salmon-rice-dry"): slug is used by an earlier food',
    ]);
    expect(problemsOf(withChanges(0, { isPromotion: true, price: null }))).toEqual([
      'content/foods.json: food 1 ("calm-salmon-rice-dry"): a promotion needs a price to show',
    ]);
  });

  it('rejects a file that is not a JSON array of foods', () => {
    expect(problemsOf('{ "foods": [] }')).toEqual(['content/foods.json: must be a JSON array of foods']);
    expect(problemsOf('[')[0]).toMatch(/^content\/foods\.json: not valid JSON/);
    expect(problemsOf('[]')).toEqual(['content/foods.json: holds no foods']);
  });
});
