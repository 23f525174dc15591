import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR } from '../../test/test-app.js';
import { ContentError } from './content-error.js';
import { parseFoodCatalogue } from './food-catalogue.js';

const mediaDir = path.join(FIXTURE_CONTENT_DIR, 'media');
const fixture = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'foods.json'), 'utf8')) as {
  sampleData: boolean;
  foods: Record<string, unknown>[];
};
const fixtureFoods = fixture.foods;
const TODAY = '2026-12-07';

function problemsOf(source: string): string[] {
  try {
    parseFoodCatalogue('content/foods.json', source, mediaDir, TODAY);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const catalogueOf = (foods: unknown[], sampleData = false) => JSON.stringify({ sampleData, foods });
const withChanges = (index: number, changes: Record<string, unknown>) =>
  catalogueOf(fixtureFoods.map((food, position) => (position === index ? { ...food, ...changes } : food)));
/** The problems of the first food, without the record's name. */
const problemOf = (source: string) => problemsOf(source).map((problem) => problem.replace(/^.*?\("calm-salmon-rice-dry"\): /, ''));

describe('parseFoodCatalogue', () => {
  it('accepts the fixture catalogue, and marks every food with whether the catalogue is sample data', () => {
    const foods = parseFoodCatalogue('foods.json', catalogueOf(fixtureFoods), mediaDir, TODAY);
    expect(foods).toHaveLength(9);
    expect(foods.every((food) => food.sampleData === false)).toBe(true);
    expect(parseFoodCatalogue('foods.json', catalogueOf(fixtureFoods, true), mediaDir, TODAY).every((food) => food.sampleData)).toBe(true);
  });

  it('names the record and field at fault, for every problem at once', () => {
    expect(problemsOf(withChanges(1, { foodType: 'kibble', allergens: ['peanuts'] }))).toEqual([
      'content/foods.json: food 2 ("chicken-oat-dry"): foodType: must be one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated',
      'content/foods.json: food 2 ("chicken-oat-dry"): allergens.0: must be one of chicken, beef, dairy, wheat, soy, eggs, corn',
    ]);
  });

  it.each([
    [{ foodType: 'kibble' }, 'foodType: must be one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated'],
    [{ monthlyBudget: '50-100' }, '(whole record): Unrecognized key: "monthlyBudget"'],
    [{ rating: 46 }, '(whole record): Unrecognized key: "rating"'],
    [{ requiresPrescription: 'yes' }, 'requiresPrescription: must be true or false'],
    [{ shopSearch: { retailer: 'Chewy', url: 'http://insecure.example.com' } }, 'shopSearch.url: must be an https URL'],
    [{ imageUrl: '/api/media/foods/missing.svg' }, 'imageUrl: no such file in the media folder'],
    [{ suitableFor: { age: [], size: ['small'], symptoms: ['gas'] } }, 'suitableFor.age: needs at least 1 value'],
    [{ matchTags: ['fish', 'fish'] }, 'matchTags: lists a value twice'],
    [
      { suitableFor: { age: ['adult'], size: ['small'], symptoms: ['vomiting', 'lethargy'] } },
      'suitableFor.symptoms: lethargy is a sign to see a vet, not something a food helps with',
    ],
    [{ costNote: '' }, 'costNote: is required'],
  ])('rejects %j', (changes, problem) => {
    expect(problemsOf(withChanges(0, changes))).toEqual([`content/foods.json: food 1 ("calm-salmon-rice-dry"): ${problem}`]);
  });

  it('rejects duplicate slugs', () => {
    expect(problemsOf(catalogueOf([...fixtureFoods, { ...fixtureFoods[0] }]))).toEqual([
      'content/foods.json: food 10 ("calm-salmon-rice-dry"): slug is used by an earlier food',
    ]);
  });

  describe('badges', () => {
    it('come only with a named reviewer, a credential and the day of the review', () => {
      const review = (changes: Record<string, unknown>) => withChanges(0, { review: { ...(fixtureFoods[0]?.review as object), ...changes } });
      expect(problemOf(review({ reviewer: '' }))).toEqual(['review.reviewer: is required']);
      expect(problemOf(review({ credential: undefined }))).toEqual(['review.credential: Invalid input: expected string, received undefined']);
      expect(problemOf(review({ reviewedOn: '2027-01-01' }))).toEqual([`review.reviewedOn: must not be after today (${TODAY})`]);
      expect(problemOf(review({ badges: [] }))).toEqual(['review.badges: needs at least 1 value']);
      expect(problemOf(review({ badges: ['top-rated'] }))).toEqual([
        'review.badges.0: must be one of vet-recommended, clinically-proven, all-natural',
      ]);
    });

    it('cannot be given without a review', () => {
      expect(problemOf(withChanges(0, { isVetRecommended: true }))).toEqual(['(whole record): Unrecognized key: "isVetRecommended"']);
    });
  });

  describe('label', () => {
    const salmon = fixtureFoods[0] as { label: Record<string, unknown> & { energy: Record<string, unknown> } };
    const withLabel = (changes: Record<string, unknown>) => withChanges(0, { label: { ...salmon.label, ...changes } });
    const energy = (changes: Record<string, unknown>) => ({ energy: { ...salmon.label.energy, ...changes } });

    it.each([
      [energy({ kcalPerKg: 38 }), 'label.energy.kcalPerKg: must be at least 400 kcal per kg'],
      [energy({ kcalPerKg: 38_000 }), 'label.energy.kcalPerKg: must be at most 6000 kcal per kg'],
      [energy({ kcalPerKg: '3800' }), 'label.energy.kcalPerKg: must be a number of kcal per kg'],
      [energy({ servingUnit: 'scoop' }), 'label.energy.servingUnit: must be one of cup, can, tray, pouch, patty'],
      [{ source: { url: 'http://example.com/label', recordedOn: '2026-10-01' } }, 'label.source.url: must be an https URL'],
      [{ source: { url: 'https://www.example.com/label', recordedOn: '2026-12-08' } }, `label.source.recordedOn: must not be after today (${TODAY})`],
      [{ estimated: ['energy'], estimateNote: null }, 'label.estimateNote: must say why energy is estimated'],
      [{ estimated: [], estimateNote: 'A guess.' }, 'label.estimateNote: must be null when no figure is estimated'],
      [{ estimated: ['taste'], estimateNote: 'A guess.' }, 'label.estimated.0: must be one of energy, serving'],
      [{ aafcoLifeStage: null }, 'label.aafcoLifeStage: and aafcoStatement go together: the life stage is the one the statement names'],
      [
        { guaranteedAnalysis: { crudeProteinMinPct: 260, crudeFatMinPct: 16, crudeFiberMaxPct: 4, moistureMaxPct: 12 } },
        'label.guaranteedAnalysis.crudeProteinMinPct: must be at most 100 percent protein',
      ],
    ])('rejects %j', (changes, problem) => {
      expect(problemOf(withLabel(changes))).toEqual([problem]);
    });

    it("refuses a blog as the source of a maker's figure", () => {
      for (const url of ['https://blog.example.com/best-foods', 'https://www.example.com/blogs/news/calories', 'https://www.example.com/blog/kibble']) {
        expect(problemOf(withLabel({ source: { url, recordedOn: '2026-10-01' } }))).toEqual([
          "label.source.url: a blog is not a source for a maker's figure: give the maker's page or a retailer's copy of the label",
        ]);
      }
    });

    it('states nothing as the label without the page it was read from: the energy is then an estimate, and no analysis or statement is given', () => {
      expect(problemOf(withLabel({ source: null }))).toEqual([
        'label.source: needs the page energy, serving were read from, or list them as estimated',
        'label.guaranteedAnalysis: needs the label page it was read from (source)',
        'label.aafcoStatement: needs the label page it was read from (source)',
      ]);
      const unread = { source: null, guaranteedAnalysis: null, aafcoStatement: null, aafcoLifeStage: null, estimated: ['energy', 'serving'], estimateNote: 'Typical values.' };
      expect(problemOf(withLabel(unread))).toEqual([]);
    });
  });

  describe('estimated prices', () => {
    const price = { retailer: 'Chewy', package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99, estimatedOn: '2026-11-24' };

    it.each([
      [{ ...price, priceUsd: 17.999 }, 'estimatedPrices.0.priceUsd: must be in whole cents'],
      [{ ...price, package: { label: '4 lb bag', grams: 1814.5 } }, 'estimatedPrices.0.package.grams: must be a whole number of grams'],
      [{ ...price, estimatedOn: '24/11/2026' }, 'estimatedPrices.0.estimatedOn: must be a date written YYYY-MM-DD'],
      [{ ...price, package: { label: '', grams: 1814 } }, 'estimatedPrices.0.package.label: is required'],
    ])('rejects %j', (estimate, problem) => {
      expect(problemOf(withChanges(0, { estimatedPrices: [estimate] }))).toEqual([problem]);
    });

    it('takes one estimate per retailer and package', () => {
      expect(problemOf(withChanges(0, { estimatedPrices: [price, { ...price, priceUsd: 18.99 }] }))).toEqual([
        'estimatedPrices: lists a retailer and package twice',
      ]);
      expect(problemOf(withChanges(0, { estimatedPrices: [price, { ...price, retailer: 'Petco' }] }))).toEqual([]);
    });
  });

  it('rejects a file that is not a catalogue object with foods', () => {
    expect(problemsOf('[]')[0]).toBe('content/foods.json: must be an object with "sampleData" and a "foods" array');
    expect(problemsOf('[')[0]).toMatch(/^content\/foods\.json: not valid JSON/);
    expect(problemsOf(catalogueOf([]))).toEqual([
      'content/foods.json: must be an object with "sampleData" and a "foods" array',
      'content/foods.json: foods: holds no foods',
    ]);
  });
});
