import { typicalCupEnergy } from '@gentlebowl/contracts';
import { dogFood } from '@gentlebowl/platform/testing';
import { cannedDogFood } from '../../testing/dog-food-fixtures';
import {
  sentTransitionCalculatorValues,
  toTransitionRequest,
  transitionCalculatorErrors,
  transitionCalculatorValuesFrom,
} from './transition-calculator-values';

const catalogue = [dogFood(), cannedDogFood()];

describe('toTransitionRequest', () => {
  it('turns the submitted form into a plan request, with the types’ typical cups when no food is picked', () => {
    expect(toTransitionRequest({ currentFood: 'dry', newFood: 'dry', cupsPerDay: 1.75, transitionPeriod: '7' }, catalogue)).toEqual({
      currentFood: { foodType: 'dry', catalogueFood: null, cup: { ...typicalCupEnergy.dry, cupWeightIsTypical: true } },
      newFood: { foodType: 'dry', catalogueFood: null, cup: { ...typicalCupEnergy.dry, cupWeightIsTypical: true } },
      cupsPerDay: 1.75,
      transitionPeriod: 7,
    });
  });

  it('uses the picked catalogue foods’ own cups', () => {
    const request = toTransitionRequest(
      { currentFood: 'dry', newFood: 'wet', currentFoodId: '1', newFoodId: '7', cupsPerDay: 2, transitionPeriod: '10' },
      catalogue,
    );
    expect(request.currentFood.catalogueFood?.id).toBe(1);
    expect(request.currentFood.cup.kcalPerCup).toBe(465);
    expect(request.newFood.catalogueFood?.id).toBe(7);
    expect(request.newFood.cup).toEqual({ kcalPerCup: 235, gramsPerCup: 235, cupWeightIsTypical: true });
  });

  it('throws for a missing or unknown value, which the page reports as a calculation error', () => {
    const valid = { currentFood: 'wet', newFood: 'raw', cupsPerDay: 2, transitionPeriod: '10' };
    expect(() => toTransitionRequest({ ...valid, currentFood: 'kibble' }, catalogue)).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, newFood: 'freeze-dried' }, catalogue)).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, cupsPerDay: undefined }, catalogue)).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, transitionPeriod: '14' }, catalogue)).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, transitionPeriod: '' }, catalogue)).toThrow(RangeError);
  });

  it('throws for a picked food the catalogue does not hold under the chosen type', () => {
    const valid = { currentFood: 'dry', newFood: 'wet', cupsPerDay: 2, transitionPeriod: '10' };
    expect(() => toTransitionRequest({ ...valid, currentFoodId: '99' }, catalogue)).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, currentFoodId: '7' }, catalogue)).toThrow(RangeError);
  });
});

describe('the answers the form sends (GET /tools?currentFood=…)', () => {
  it('reads them as the form holds them: a number of cups, no answer for an empty choice', () => {
    expect(
      sentTransitionCalculatorValues(
        new URLSearchParams('currentFood=dry&newFood=wet&currentFoodId=&newFoodId=7&cupsPerDay=1.75&transitionPeriod=7'),
      ),
    ).toEqual({ currentFood: 'dry', newFood: 'wet', currentFoodId: undefined, newFoodId: '7', cupsPerDay: 1.75, transitionPeriod: '7' });
    expect(sentTransitionCalculatorValues(new URLSearchParams('weight=50'))).toBeNull();
  });

  it('starts from the recommended period where the pairs name none, and keeps an emptied one empty', () => {
    expect(transitionCalculatorValuesFrom(new URLSearchParams('currentFood=raw')).transitionPeriod).toBe('10');
    expect(transitionCalculatorValuesFrom(new URLSearchParams('transitionPeriod=')).transitionPeriod).toBeUndefined();
  });

  it('judges them with the spec messages the form shows', () => {
    expect(transitionCalculatorErrors({ currentFood: 'dry', cupsPerDay: 0.1 })).toEqual({
      newFood: 'Please select the new food type',
      cupsPerDay: 'Please enter at least 1/4 cup (0.25)',
      transitionPeriod: 'Please select a transition period',
    });
  });
});
