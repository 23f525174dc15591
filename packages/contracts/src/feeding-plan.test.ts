import {
  DAYS_PER_MONTH,
  adultDailyCalories,
  currentPackageOffers,
  fedDogFor,
  feedingPlanFor,
  monthlyCostFor,
  OPEN_PACKAGE_KEEPS_DAYS,
  packageFor,
  packagePricesOf,
} from './feeding-plan.js';
import { feedingFacts, observedOffer } from './testing/index.js';

const dryEnergy = { kcalPerKg: 3600, kcalPerServing: 360, servingUnit: 'cup' } as const;
const bag24 = observedOffer({ package: { label: '24 lb bag', grams: 10_886 }, priceUsd: 64.99 });
const dryFood = feedingFacts(dryEnergy, [bag24]);

describe('adultDailyCalories', () => {
  // RER = 70 x kg^0.75, DER = RER x factor (neutered, moderately active, ideal condition).
  it.each([
    ['a 50 lb adult: RER 727.49 x 1.6', 50, 'adult', 1164],
    ['a 50 lb young adult, fed as an adult', 50, 'young-adult', 1164],
    ['a 10 lb adult: RER 217.57 x 1.6 = 348.1', 10, 'adult', 348],
    ['a 10 lb senior: RER 217.57 x 1.4 = 304.6', 10, 'senior', 305],
  ] as const)('%s -> %p kcal', (_case, weightLbs, age, kcal) => {
    expect(adultDailyCalories({ weightLbs, age })).toBe(kcal);
  });
});

describe('fedDogFor', () => {
  it('uses the weight the owner gave', () => {
    expect(fedDogFor({ size: 'large', age: 'adult', weightLbs: 50 })).toEqual({
      weightLbs: 50,
      weightFromSizeGroup: false,
      adultWeightLbs: null,
      dailyKcal: 1164,
      method: 'adult',
      missing: [],
    });
  });

  it.each([
    ['small', 10, 348],
    ['medium', 35, 891],
    ['large', 70, 1498],
    ['giant', 110, 2103],
  ] as const)("feeds a grown dog without a weight at the %s group's typical weight, %p lb, and says so", (size, weightLbs, dailyKcal) => {
    expect(fedDogFor({ size, age: 'adult' })).toMatchObject({ weightLbs, weightFromSizeGroup: true, dailyKcal, missing: [] });
  });

  it("never guesses a puppy's weight: without its weights there are no calories, and it says what to ask", () => {
    expect(fedDogFor({ size: 'giant', age: 'puppy' })).toEqual({
      weightLbs: null,
      weightFromSizeGroup: false,
      adultWeightLbs: null,
      dailyKcal: null,
      method: 'puppy-growth',
      missing: ['weight', 'adult-weight'],
    });
    expect(fedDogFor({ size: 'giant', age: 'puppy', weightLbs: 30 })).toMatchObject({ dailyKcal: null, missing: ['adult-weight'] });
    expect(fedDogFor({ size: 'giant', age: 'puppy', adultWeightLbs: 140 })).toMatchObject({ dailyKcal: null, missing: ['weight'] });
  });

  it("feeds a puppy by NRC 2006's growth formula from both weights", () => {
    // A 30 lb Great Dane puppy expected at 140 lb: 13.608 kg^0.75 = 7.0843; p = 0.2143;
    // 130 x 7.0843 x 3.2 x (e^-0.1864 - 0.1 = 0.72992) = 2151 kcal.
    expect(fedDogFor({ size: 'giant', age: 'puppy', weightLbs: 30, adultWeightLbs: 140 })).toEqual({
      weightLbs: 30,
      weightFromSizeGroup: false,
      adultWeightLbs: 140,
      dailyKcal: 2151,
      method: 'puppy-growth',
      missing: [],
    });
  });
});

describe('packageFor', () => {
  const bag4 = observedOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99 });
  const bag16 = observedOffer({ package: { label: '16 lb bag', grams: 7257 }, priceUsd: 46.99 });
  const bag30 = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
  const offers = [bag30, bag4, bag16];

  it('buys the largest package the dog finishes within about six weeks', () => {
    // 200 g a day finishes 8,400 g in 42 days: the 16 lb bag (7,257 g), not the 30 lb one.
    expect(packageFor(200, offers)).toBe(bag16);
    // 400 g a day finishes 16,800 g: the 30 lb bag.
    expect(packageFor(400, offers)).toBe(bag30);
  });

  it('buys the smallest package when even that one outlasts six weeks (a Chihuahua and a 30 lb bag)', () => {
    expect(packageFor(30, offers)).toBe(bag4);
    expect(packageFor(30, [bag30])).toBe(bag30);
  });

  it('takes a package finished exactly on the last of the six weeks', () => {
    expect(packageFor(bag16.package.grams / OPEN_PACKAGE_KEEPS_DAYS, offers)).toBe(bag16);
  });

  it('works only from current prices, the cheapest of each package size', () => {
    const outOfDate30 = { ...bag30, current: false };
    expect(packageFor(400, [bag4, bag16, outOfDate30])).toBe(bag16);
    const cheaperElsewhere = observedOffer({ ...bag16, retailer: 'Petco', priceUsd: 44.99 });
    expect(currentPackageOffers([bag16, cheaperElsewhere, bag4])).toEqual([bag4, cheaperElsewhere]);
    expect(packageFor(200, [outOfDate30])).toBeNull();
  });

  it("leaves the editors' estimates out once a retailer's current price is known", () => {
    const estimate4 = { ...bag4, basis: 'estimate' as const, currentUntil: null };
    const estimate16 = { ...bag16, basis: 'estimate' as const, currentUntil: null };
    expect(currentPackageOffers([estimate4, estimate16, bag30])).toEqual([bag30]);
    expect(currentPackageOffers([estimate4, estimate16, { ...bag30, current: false }])).toEqual([estimate4, estimate16]);
  });
});

describe('feedingPlanFor', () => {
  it('dry food in cups: a 50 lb adult (1164 kcal) on a 3600 kcal/kg, 360 kcal/cup, $64.99 24 lb bag', () => {
    // 1164 / 3.6 = 323.33 g a day, 1164 / 360 = 3.233 cups; the bag lasts 10886 / 323.33 = 33.7 days;
    // 323.33 g x 30.4 = 9829.3 g a month = 0.90293 of a 10886 g bag x $64.99 = $58.68.
    expect(feedingPlanFor(1164, dryFood)).toEqual({
      dailyKcal: 1164,
      dailyGrams: 323,
      servingsPerDay: 3.233,
      servingUnit: 'cup',
      cost: { monthlyCostUsd: 58.68, offer: bag24, packageLastsDays: 33, outlastsFreshness: false, isEstimate: false },
    });
  });

  it('works the cost out from the price a shopper pays during a sale', () => {
    const onSale = observedOffer({ ...bag24, priceUsd: 71.99, regularPriceUsd: 79.99 });
    // 0.90293 of a bag x $71.99 = $65.00.
    expect(feedingPlanFor(1164, feedingFacts(dryEnergy, [onSale])).cost?.monthlyCostUsd).toBe(65);
  });

  it("costs a 9 lb Chihuahua's month from a bag she finishes, not from a 30 lb bag that lasts half a year", () => {
    const chihuahua = adultDailyCalories({ weightLbs: 9, age: 'adult' }); // 322 kcal: 89.4 g a day
    const bag4 = observedOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99 });
    const bag30 = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
    const cost = feedingPlanFor(chihuahua, feedingFacts(dryEnergy, [bag30, bag4])).cost;
    expect(cost).toMatchObject({ offer: bag4, packageLastsDays: 20, outlastsFreshness: false });
    const onlyTheBigBag = feedingPlanFor(chihuahua, feedingFacts(dryEnergy, [bag30])).cost;
    expect(onlyTheBigBag).toMatchObject({ offer: bag30, packageLastsDays: 152, outlastsFreshness: true });
  });

  it('works no cost out when no package has a current price, and still gives the portion', () => {
    const plan = feedingPlanFor(1164, feedingFacts(dryEnergy, [{ ...bag24, current: false }]));
    expect(plan).toMatchObject({ dailyGrams: 323, servingsPerDay: 3.233, cost: null });
  });

  it('wet food in cans: a 10 lb adult (348 kcal) on 12 x 13 oz cans for $38.88', () => {
    // 348 / 1.007 = 345.58 g, 348 / 372 = 0.935 cans; 345.58 x 30.4 = 10505.7 g = 2.37255 packs of 4428 g x $38.88 = $92.24.
    const cans = observedOffer({ package: { label: '12 x 13 oz cans', grams: 4428 }, priceUsd: 38.88 });
    expect(feedingPlanFor(348, feedingFacts({ kcalPerKg: 1007, kcalPerServing: 372, servingUnit: 'can' }, [cans]))).toMatchObject({
      dailyGrams: 346,
      servingsPerDay: 0.935,
      servingUnit: 'can',
      cost: { monthlyCostUsd: 92.24, packageLastsDays: 12 },
    });
  });

  it('works a month out as 30.4 days', () => {
    const kilogramForOneDollar = observedOffer({ package: { label: '1 kg bag', grams: 1000 }, priceUsd: 1 });
    // 1000 kcal = 1 kg = $1 a day.
    const plan = feedingPlanFor(1000, feedingFacts({ kcalPerKg: 1000, kcalPerServing: 100, servingUnit: 'cup' }, [kilogramForOneDollar]));
    expect(plan.cost?.monthlyCostUsd).toBe(DAYS_PER_MONTH);
  });

  it("marks the cost as an estimate when the price is the editors' estimate or the calories are estimated", () => {
    const estimate = { ...bag24, basis: 'estimate' as const, currentUntil: null };
    expect(feedingPlanFor(1164, feedingFacts(dryEnergy, [estimate])).cost?.isEstimate).toBe(true);
    expect(feedingPlanFor(1164, feedingFacts(dryEnergy, [bag24], ['energy'])).cost?.isEstimate).toBe(true);
    expect(feedingPlanFor(1164, feedingFacts(dryEnergy, [bag24], ['serving'])).cost?.isEstimate).toBe(false);
    expect(feedingPlanFor(1164, dryFood).cost?.isEstimate).toBe(false);
  });

  it('refuses figures that would give a meaningless portion', () => {
    expect(() => feedingPlanFor(0, dryFood)).toThrow(RangeError);
    expect(() => feedingPlanFor(Number.NaN, dryFood)).toThrow(RangeError);
    expect(() => feedingPlanFor(1164, feedingFacts({ ...dryEnergy, kcalPerKg: 0 }, [bag24]))).toThrow(RangeError);
  });
});

describe('monthlyCostFor', () => {
  const bag4 = observedOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99 });
  const bag30 = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
  const stale = observedOffer({ package: { label: '15 lb bag', grams: 6804 }, priceUsd: 9.99, current: false });
  const twoBags = feedingFacts(dryEnergy, [bag30, stale, bag4]);

  it("gives the feeding plan's monthly cost, from the package the dog buys, for dogs large and small", () => {
    for (const dailyKcal of [150, 322, 600, 1164, 2500, 4000]) {
      expect(monthlyCostFor(dailyKcal, packagePricesOf(twoBags))).toBe(feedingPlanFor(dailyKcal, twoBags).cost?.monthlyCostUsd);
    }
    // A 9 lb Chihuahua (322 kcal, 89.4 g a day) buys the 4 lb bag: 89.4 g x 30.4 / 1814 g x $17.99 = $26.97.
    expect(monthlyCostFor(322, packagePricesOf(twoBags))).toBe(26.97);
  });

  it('is null without a current price', () => {
    expect(monthlyCostFor(1164, packagePricesOf(feedingFacts(dryEnergy, [stale])))).toBeNull();
  });
});
