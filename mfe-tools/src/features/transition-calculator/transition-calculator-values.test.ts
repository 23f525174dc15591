import { toTransitionRequest } from './transition-calculator-values';

describe('toTransitionRequest', () => {
  it('turns the submitted form into a plan request, the period from its select value', () => {
    expect(toTransitionRequest({ currentFood: 'dry', newFood: 'dry', cupsPerDay: 1.75, transitionPeriod: '7' })).toEqual({
      currentFood: 'dry',
      newFood: 'dry',
      cupsPerDay: 1.75,
      transitionPeriod: 7,
    });
  });

  it('throws for a missing or unknown value, which the page reports as a calculation error', () => {
    const valid = { currentFood: 'wet', newFood: 'raw', cupsPerDay: 2, transitionPeriod: '10' };
    expect(() => toTransitionRequest({ ...valid, currentFood: 'kibble' })).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, newFood: 'freeze-dried' })).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, cupsPerDay: undefined })).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, transitionPeriod: '14' })).toThrow(RangeError);
    expect(() => toTransitionRequest({ ...valid, transitionPeriod: '' })).toThrow(RangeError);
  });
});
