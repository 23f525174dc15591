import path from 'node:path';
import { allergyValues, budgetValues, foodTypeValues } from '@gentlebowl/contracts';
import { parseFoodCatalogue } from '../content/food-catalogue.js';
import { REAL_CONTENT_DIR } from '../../test/test-app.js';
import { catalogueFileOf, priceBandOf, syntheticCatalogue } from './synthetic-catalogue.js';

describe('syntheticCatalogue', () => {
  const mediaDir = path.join(REAL_CONTENT_DIR, 'media');

  it.each([10, 30, 500])('makes %i foods the importer accepts, every one with a slug of its own', (size) => {
    const foods = syntheticCatalogue(size, 7);
    const imported = parseFoodCatalogue('synthetic/foods.json', catalogueFileOf(foods), mediaDir, '2026-12-07');
    expect(imported).toEqual(foods);
    expect(imported).toHaveLength(size);
    expect(new Set(foods.map((food) => food.slug)).size).toBe(size);
  });

  it('represents every food type, allergen and price band from 10 foods on', () => {
    for (const foods of [syntheticCatalogue(10, 1), syntheticCatalogue(10, 99)]) {
      expect(new Set(foods.map((food) => food.foodType))).toEqual(new Set(foodTypeValues));
      expect(new Set(foods.flatMap((food) => food.allergens))).toEqual(new Set(allergyValues));
      expect(new Set(foods.map(priceBandOf))).toEqual(new Set(budgetValues));
    }
  });

  it('spreads a large catalogue over every food type, price band and allergen, with allergen-free foods too', () => {
    const foods = syntheticCatalogue(5000, 3);
    const share = (count: number) => count / foods.length;
    for (const foodType of foodTypeValues) expect(share(foods.filter((food) => food.foodType === foodType).length)).toBeGreaterThan(0.03);
    for (const band of budgetValues) expect(share(foods.filter((food) => priceBandOf(food) === band).length)).toBeGreaterThan(0.1);
    for (const allergen of allergyValues) expect(share(foods.filter((food) => food.allergens.includes(allergen)).length)).toBeGreaterThan(0.02);
    expect(share(foods.filter((food) => food.allergens.length === 0).length)).toBeGreaterThan(0.2);
    expect(share(foods.filter((food) => food.requiresPrescription).length)).toBeGreaterThan(0.01);
  });

  it('is the same catalogue for the same seed, and another for another seed', () => {
    expect(syntheticCatalogue(200, 5)).toEqual(syntheticCatalogue(200, 5));
    expect(syntheticCatalogue(200, 5)).not.toEqual(syntheticCatalogue(200, 6));
  });
});
