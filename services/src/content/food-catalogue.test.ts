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
    expect(parseFoodCatalogue('foods.json', JSON.stringify(fixtureFoods), mediaDir)).toHaveLength(9);
  });

  it('names the record and field at fault, for every problem at once', () => {
    expect(problemsOf(withChanges(1, { rating: 51, allergens: ['peanuts'] }))).toEqual([
      'content/foods.json: food 2 ("chicken-oat-dry"): rating: Too big: expected number to be <=50',
      'content/foods.json: food 2 ("chicken-oat-dry"): allergens.0: must be one of chicken, beef, dairy, wheat, soy, eggs, corn',
    ]);
  });

  it.each([
    [{ foodType: 'kibble' }, 'foodType: must be one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated'],
    [{ monthlyBudget: '50-100' }, '(whole record): Unrecognized key: "monthlyBudget"'],
    [{ requiresPrescription: 'yes' }, 'requiresPrescription: must be true or false'],
    [{ whereToBuyUrl: 'http://insecure.example.com' }, 'whereToBuyUrl: must be an https URL'],
    [{ price: '64.99' }, 'price: must look like $64.99 or $45.00/week'],
    [{ imageUrl: '/api/media/foods/missing.svg' }, 'imageUrl: no such file in the media folder'],
    [{ suitableFor: { age: [], size: ['small'], symptoms: ['gas'] } }, 'suitableFor.age: needs at least 1 value'],
    [{ matchTags: ['fish', 'fish'] }, 'matchTags: lists a value twice'],
    [
      { suitableFor: { age: ['adult'], size: ['small'], symptoms: ['vomiting', 'lethargy'] } },
      'suitableFor.symptoms: lethargy is a sign to see a vet, not something a food helps with',
    ],
    [{ ratting: 4 }, '(whole record): Unrecognized key: "ratting"'],
    [{ isPromotion: true, promotionEndsOn: '31/01/2027' }, 'promotionEndsOn: must be a date written YYYY-MM-DD'],
    [{ promotionEndsOn: '2027-01-31' }, 'promotionEndsOn is only for a promotion (isPromotion: true)'],
  ])('rejects %j', (changes, problem) => {
    expect(problemsOf(withChanges(0, changes))).toEqual([`content/foods.json: food 1 ("calm-salmon-rice-dry"): ${problem}`]);
  });

  it('rejects duplicate slugs and promotions without a price', () => {
    const foods = [...fixtureFoods, { ...fixtureFoods[0] }];
    expect(problemsOf(JSON.stringify(foods))).toEqual([
      'content/foods.json: food 10 ("calm-salmon-rice-dry"): slug is used by an earlier food',
    ]);
    const soldByChewy = { retailer: 'Chewy', whereToBuyUrl: 'https://www.chewy.com/s?query=calm+salmon' };
    expect(problemsOf(withChanges(0, { ...soldByChewy, isPromotion: true, price: null }))).toEqual([
      'content/foods.json: food 1 ("calm-salmon-rice-dry"): a promotion needs a price to show',
    ]);
  });

  it.each([
    { retailer: 'Amazon' },
    { retailer: 'Pet Shop', whereToBuyUrl: 'https://www.amazon.com/s?k=salmon' },
    { retailer: null, affiliateUrl: 'https://smile.amazon.co.uk/dp/B000?tag=gentlebowl-20' },
  ])('rejects a discount or a promotion on a food sold by Amazon (%j)', (seller) => {
    const problem = `content/foods.json: food 1 ("calm-salmon-rice-dry"): a food sold by Amazon carries no discount or promotion (Amazon's prices come only from its product API)`;
    expect(problemsOf(withChanges(0, { ...seller, discountPercentage: 10 }))).toEqual([problem]);
    expect(problemsOf(withChanges(0, { ...seller, isPromotion: true }))).toEqual([problem]);
    expect(problemsOf(withChanges(0, { ...seller, discountPercentage: 0, isPromotion: false }))).toEqual([]);
    expect(problemsOf(withChanges(0, { retailer: 'Chewy', whereToBuyUrl: 'https://www.chewy.com/s?query=calm+salmon', discountPercentage: 10 }))).toEqual(
      [],
    );
  });

  describe('figures', () => {
    const salmon = fixtureFoods[0] as { figures: Record<string, Record<string, unknown>> };
    const withFigures = (changes: Record<string, unknown>) => withChanges(0, { figures: { ...salmon.figures, ...changes } });
    const energy = (changes: Record<string, unknown>) => ({ energy: { ...salmon.figures.energy, ...changes } });
    const foodPackage = (changes: Record<string, unknown>) => ({ package: { ...salmon.figures.package, ...changes } });
    const problemOf = (source: string) => problemsOf(source).map((problem) => problem.replace(/^.*?\("calm-salmon-rice-dry"\): /, ''));

    it.each([
      [energy({ kcalPerKg: 38 }), 'figures.energy.kcalPerKg: must be at least 400 kcal per kg'],
      [energy({ kcalPerKg: 38_000 }), 'figures.energy.kcalPerKg: must be at most 6000 kcal per kg'],
      [energy({ kcalPerKg: '3800' }), 'figures.energy.kcalPerKg: must be a number of kcal per kg'],
      [energy({ servingUnit: 'scoop' }), 'figures.energy.servingUnit: must be one of cup, can, tray, pouch, patty'],
      [foodPackage({ grams: 10_886.5 }), 'figures.package.grams: must be a whole number of grams'],
      [foodPackage({ priceUsd: 49.999 }), 'figures.package.priceUsd: must be in whole cents'],
      [foodPackage({ label: '' }), 'figures.package.label: is required'],
      [{ sources: [], estimated: ['price'], estimateNote: 'A shelf price.' }, 'figures.sources: needs the page energy, serving, package were read from'],
      [{ sources: ['http://example.com/label'] }, 'figures.sources.0: must be an https URL'],
      [{ estimated: ['price'], estimateNote: null }, 'figures.estimateNote: must say why price is estimated'],
      [{ estimated: [], estimateNote: 'A guess.' }, 'figures.estimateNote: must be null when no figure is estimated'],
      [{ estimated: ['taste'], estimateNote: 'A guess.' }, 'figures.estimated.0: must be one of energy, serving, package, price'],
    ])('rejects %j', (changes, problem) => {
      expect(problemOf(withFigures(changes))).toEqual([problem]);
    });

    it('lets a food whose every figure is worked out, and says how, name no page', () => {
      const allEstimated = { sources: [], estimated: ['energy', 'serving', 'package', 'price'], estimateNote: 'Typical figures for a dry food.' };
      expect(problemOf(withFigures(allEstimated))).toEqual([]);
    });

    it('requires figures on every food', () => {
      const { figures: _figures, ...withoutFigures } = fixtureFoods[0] as Record<string, unknown>;
      expect(problemsOf(JSON.stringify([withoutFigures]))).toEqual([
        'content/foods.json: food 1 ("calm-salmon-rice-dry"): figures: Invalid input: expected object, received undefined',
      ]);
    });

    it('rejects a package price that is not the price on the buy button', () => {
      expect(problemOf(withFigures(foodPackage({ priceUsd: 44.99 })))).toEqual([
        'figures.package.priceUsd: is 44.99 but price is $49.99; both must be the price of "24 lb bag"',
      ]);
    });

    it('rejects kcal per cup that disagrees with kcalPerCup for a food served in cups', () => {
      expect(problemOf(withFigures(energy({ kcalPerServing: 360 })))).toEqual([
        'figures.energy.kcalPerServing: is 360 kcal per cup but kcalPerCup is 380',
      ]);
    });
  });

  it('rejects a file that is not a JSON array of foods', () => {
    expect(problemsOf('{ "foods": [] }')).toEqual(['content/foods.json: must be a JSON array of foods']);
    expect(problemsOf('[')[0]).toMatch(/^content\/foods\.json: not valid JSON/);
    expect(problemsOf('[]')).toEqual(['content/foods.json: holds no foods']);
  });
});
