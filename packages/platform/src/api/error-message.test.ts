import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('reads the message of a base query error', () => {
    expect(errorMessage({ status: 409, message: '409: Email already subscribed' })).toBe(
      '409: Email already subscribed',
    );
  });

  it('reads Error instances, serialized errors and strings', () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage({ name: 'TypeError', message: 'x is undefined' })).toBe('x is undefined');
    expect(errorMessage('plain text')).toBe('plain text');
  });

  it('returns the fallback when there is no usable message', () => {
    const fallback = 'There was an error subscribing to the newsletter. Please try again.';
    expect(errorMessage(undefined, fallback)).toBe(fallback);
    expect(errorMessage({ status: 500 }, fallback)).toBe(fallback);
    expect(errorMessage({ message: '   ' }, fallback)).toBe(fallback);
    expect(errorMessage(null)).toBe('');
  });
});
