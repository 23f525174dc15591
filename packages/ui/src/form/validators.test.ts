import { composeValidators, minNumber, required, requiredArray } from './validators';

describe('required', () => {
  const validate = required("Please enter your dog's name");

  it('returns the exact message for missing or blank values', () => {
    expect(validate(undefined)).toBe("Please enter your dog's name");
    expect(validate(null)).toBe("Please enter your dog's name");
    expect(validate('')).toBe("Please enter your dog's name");
    expect(validate('   ')).toBe("Please enter your dog's name");
  });

  it('accepts any real answer, including 0', () => {
    expect(validate('Biscuit')).toBeUndefined();
    expect(validate(0)).toBeUndefined();
  });
});

describe('requiredArray', () => {
  const validate = requiredArray('Please select at least one symptom');

  it('needs at least one entry', () => {
    expect(validate(undefined)).toBe('Please select at least one symptom');
    expect(validate([])).toBe('Please select at least one symptom');
    expect(validate(['diarrhea'])).toBeUndefined();
  });
});

describe('minNumber', () => {
  const validate = minNumber(0.25, 'Please enter at least 1/4 cup');

  it('rejects numbers below the minimum', () => {
    expect(validate(0.2)).toBe('Please enter at least 1/4 cup');
    expect(validate(0.25)).toBeUndefined();
    expect(validate(3)).toBeUndefined();
  });

  it('leaves empty values to the required validator', () => {
    expect(validate(undefined)).toBeUndefined();
  });

  it('rejects values that are not numbers', () => {
    expect(validate('3')).toBe('Please enter at least 1/4 cup');
    expect(validate(Number.NaN)).toBe('Please enter at least 1/4 cup');
  });
});

describe('composeValidators', () => {
  const validate = composeValidators(required('Weight is required'), minNumber(1, 'Weight must be at least 1 lb'));

  it('reports the first failing rule', () => {
    expect(validate(undefined, {})).toBe('Weight is required');
    expect(validate(0.5, {})).toBe('Weight must be at least 1 lb');
    expect(validate(40, {})).toBeUndefined();
  });

  it('skips validators that are not given', () => {
    expect(composeValidators(undefined, required('Age is required'))(undefined, {})).toBe('Age is required');
  });
});
