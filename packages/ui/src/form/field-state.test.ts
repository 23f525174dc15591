import { describedBy, visibleError } from './field-state';

describe('visibleError', () => {
  const error = "Please enter your dog's name";

  it('stays quiet while the user has not left the field or submitted', () => {
    expect(visibleError({ error, touched: false, submitFailed: false })).toBeUndefined();
  });

  it('shows the exact message once the field was touched or a submit failed', () => {
    expect(visibleError({ error, touched: true })).toBe(error);
    expect(visibleError({ error, submitFailed: true })).toBe(error);
  });

  it('shows the exact message at once for a form that was sent already', () => {
    expect(visibleError({ error, touched: false, submitFailed: false }, true)).toBe(error);
    expect(visibleError({ error: undefined }, true)).toBeUndefined();
  });

  it('shows nothing when the value is valid', () => {
    expect(visibleError({ error: undefined, touched: true, submitFailed: true })).toBeUndefined();
  });
});

describe('describedBy', () => {
  it('joins only the ids that exist', () => {
    expect(describedBy('hint-1', undefined, 'error-1')).toBe('hint-1 error-1');
    expect(describedBy(false, 'error-1')).toBe('error-1');
    expect(describedBy(undefined, false)).toBeUndefined();
  });
});
