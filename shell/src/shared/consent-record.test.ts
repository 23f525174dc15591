import { createConsentRecord, parseConsentRecord, REJECT_NON_ESSENTIAL } from './consent-record';

describe('consent record', () => {
  it('round-trips a choice with the time it was made', () => {
    const record = createConsentRecord(REJECT_NON_ESSENTIAL, new Date('2025-06-01T10:00:00Z'));
    expect(parseConsentRecord(JSON.stringify(record))).toEqual({
      necessary: true,
      preferences: false,
      analytics: false,
      decidedAt: '2025-06-01T10:00:00.000Z',
    });
  });

  it.each([null, '', 'yes', '{"preferences":"true","analytics":false,"decidedAt":"x"}', '{"analytics":true}'])(
    'treats %p as no decision, so the banner asks again instead of assuming consent',
    (raw) => {
      expect(parseConsentRecord(raw)).toBeNull();
    },
  );
});
