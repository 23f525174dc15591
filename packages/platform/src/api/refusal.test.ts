import { failureToast, refusalMessage, refusalOf, refusalSentence, retryWaitOf, waitPhrase } from './refusal';

const NOW = Date.UTC(2026, 4, 12, 9, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('retryWaitOf', () => {
  it('reads a count of seconds and works out when the wait is over', () => {
    expect(retryWaitOf('3598', NOW)).toEqual({ seconds: 3598, until: NOW + 3598 * SECOND });
    expect(retryWaitOf(' 0 ', NOW)).toEqual({ seconds: 0, until: NOW });
  });

  it('reads an HTTP date, a date already past being no wait at all', () => {
    expect(retryWaitOf('Tue, 12 May 2026 09:07:00 GMT', NOW)).toEqual({ seconds: 420, until: NOW + 7 * MINUTE });
    expect(retryWaitOf('Tue, 12 May 2026 08:00:00 GMT', NOW)).toEqual({ seconds: 0, until: NOW });
  });

  it('has no wait for a missing or meaningless header', () => {
    expect(retryWaitOf(null, NOW)).toBeUndefined();
    expect(retryWaitOf(undefined, NOW)).toBeUndefined();
    expect(retryWaitOf('', NOW)).toBeUndefined();
    expect(retryWaitOf('soon', NOW)).toBeUndefined();
    expect(retryWaitOf('-5', NOW)).toBeUndefined();
    expect(retryWaitOf('1.5', NOW)).toBeUndefined();
  });
});

describe('waitPhrase', () => {
  // The wait's wording is the contracts' (waitText), which the API's own 429 message uses too.
  it.each([
    [30 * SECOND, 'in a minute'],
    [7 * MINUTE, 'in about 7 minutes'],
    [2 * HOUR, 'in about 2 hours'],
  ])('words a wait of %i ms as "%s"', (waitMs, phrase) => {
    expect(waitPhrase(waitMs)).toBe(phrase);
  });
});

describe('refusalSentence', () => {
  it('gives the reason and the wait in words a visitor reads', () => {
    expect(refusalSentence(7 * MINUTE)).toBe(
      'We have received too many requests from your internet connection. Please try again in about 7 minutes.',
    );
  });

  it('asks to try again later when the refusal named no wait', () => {
    expect(refusalSentence(undefined)).toBe(
      'We have received too many requests from your internet connection. Please try again later.',
    );
  });
});

describe('refusalOf and refusalMessage', () => {
  const refused = {
    status: 429,
    message: '429: Too many requests. Please wait about an hour and try again.',
    retryAfter: { seconds: 3598, until: NOW + 3598 * SECOND },
  };

  it('words the refusal of a 429 with the wait it came with, never the status code or the seconds', () => {
    const message = refusalMessage(refused);
    expect(message).toBe(
      'We have received too many requests from your internet connection. Please try again in about an hour.',
    );
    expect(message).not.toMatch(/429|3598|seconds/);
    expect(refusalOf(refused)).toEqual({ wait: refused.retryAfter });
  });

  it('still words a 429 that came without a wait', () => {
    expect(refusalMessage({ status: 429, message: '429: Too Many Requests' })).toBe(
      'We have received too many requests from your internet connection. Please try again later.',
    );
  });

  it('leaves every other failure to its own wording', () => {
    for (const error of [
      { status: 503, message: '503: Service Unavailable', retryAfter: { seconds: 30, until: NOW + 30 * SECOND } },
      { status: 'FETCH_ERROR', message: 'Failed to fetch' },
      new Error('boom'),
      '429',
      null,
      undefined,
    ]) {
      expect(refusalOf(error)).toBeUndefined();
      expect(refusalMessage(error)).toBeUndefined();
    }
  });
});

describe('failureToast', () => {
  const failed = { title: 'Error', description: 'Failed to generate recommendations. Please try again.', variant: 'destructive' } as const;

  it('keeps the title and says how long to wait for a refusal', () => {
    expect(failureToast(failed, { status: 429, message: '429: Too many', retryAfter: { seconds: 420, until: NOW + 7 * MINUTE } })).toEqual({
      title: 'Error',
      description: 'We have received too many requests from your internet connection. Please try again in about 7 minutes.',
      variant: 'destructive',
    });
  });

  it('keeps the toast as it is for any other failure', () => {
    expect(failureToast(failed, { status: 503, message: '503: Service Unavailable' })).toBe(failed);
  });
});
