import { dogFood } from '@gentlebowl/platform/testing';
import { cannedDogFood } from '../../testing/dog-food-fixtures';
import { catalogueFoodsOfType, cupSourceText, transitionFoodFor, typicalCupText } from './transition-food';

const dry = dogFood();
const canned = cannedDogFood();
const patties = dogFood({
  id: 9,
  brand: "Stella & Chewy's",
  name: 'Absolutely Rabbit Dinner Patties',
  foodType: 'freeze-dried',
  label: { ...dry.label, energy: { kcalPerKg: 4500, kcalPerServing: 64, servingUnit: 'patty' } },
});
const unlabelled = dogFood({ id: 10, label: { ...dry.label, energy: { kcalPerKg: 0, kcalPerServing: 0, servingUnit: 'cup' } } });
const catalogue = [dry, canned, patties, unlabelled];

describe('catalogueFoodsOfType', () => {
  it('offers the foods of the chosen type whose cup can be worked out, not those without energy figures', () => {
    expect(catalogueFoodsOfType(catalogue, 'dry')).toEqual([dry]);
    expect(catalogueFoodsOfType(catalogue, 'wet')).toEqual([canned]);
    expect(catalogueFoodsOfType(catalogue, 'raw')).toEqual([]);
  });
});

describe('cupSourceText', () => {
  it('says a type’s cup is typical and points to the label', () => {
    expect(cupSourceText(transitionFoodFor('wet', undefined, catalogue))).toBe(
      "Wet Food: about 255 kcal in a cup of 235 g, typical of this type of food in our catalogue; your food's label gives its own figure.",
    );
    expect(typicalCupText('dry')).toBe('Typical Dry Food: 385 kcal a cup');
  });

  it('gives a picked food’s own cup, and says when its calories are an estimate', () => {
    expect(cupSourceText(transitionFoodFor('dry', '1', catalogue))).toBe(
      'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula: 465 kcal in a cup of 114 g.',
    );
    const estimated = dogFood({ label: { ...dry.label, source: null, estimated: ['energy', 'serving'], estimateNote: 'Typical values.' } });
    expect(cupSourceText(transitionFoodFor('dry', '1', [estimated]))).toBe(
      'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula: 465 kcal in a cup of 114 g. Its calories are our estimate: check the label.',
    );
  });

  it('weighs a canned food’s kcal/kg out in a typical cup and says weighing is more exact', () => {
    expect(cupSourceText(transitionFoodFor('wet', '7', catalogue))).toBe(
      "Hill's Prescription Diet i/d Digestive Care Stew: 1,000 kcal/kg, about 235 kcal in a typical 235 g cup (its label counts in cans, so weighing is more exact). Its calories are our estimate: check the label.",
    );
  });
});
