import { errorMessage, readerMessage, statusMessage } from './error-message';

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

describe('readerMessage', () => {
  it("gives a reader the API's own sentence, without the status code in front", () => {
    const error = { status: 404, message: statusMessage(404, 'Page 4 is past the last page of these foods: there are 3 pages') };
    expect(error.message).toBe('404: Page 4 is past the last page of these foods: there are 3 pages');
    expect(readerMessage(error)).toBe('Page 4 is past the last page of these foods: there are 3 pages');
  });

  it('returns the fallback when the error says nothing beyond its status', () => {
    expect(readerMessage({ status: 404, message: '404: ' }, 'The list has fewer pages.')).toBe('The list has fewer pages.');
    expect(readerMessage(undefined, 'The list has fewer pages.')).toBe('The list has fewer pages.');
  });
});
