import { redFlagValues, warningSignOptions } from '@gentlebowl/contracts';
import { redFlagWords } from './red-flag-wording';

describe('redFlagWords', () => {
  it('names each warning sign as the wizard asked it', () => {
    for (const { value, label } of warningSignOptions) {
      expect(redFlagWords(value).sign).toBe(label);
    }
  });

  it('names the flags read from the symptom answers in plain words', () => {
    expect(redFlagWords('vomiting-with-lethargy').sign).toBe('Vomiting with lethargy');
    expect(redFlagWords('young-puppy').sign).toBe('Symptoms in a puppy under 6 months old');
  });

  it('says why for every red flag, each in its own words', () => {
    const reasons = redFlagValues.map((flag) => redFlagWords(flag).why);
    expect(reasons.every((why) => why.endsWith('.'))).toBe(true);
    expect(new Set(reasons).size).toBe(redFlagValues.length);
    expect(new Set(redFlagValues.map((flag) => redFlagWords(flag).sign)).size).toBe(redFlagValues.length);
  });

  it('tells the owner of a bloated dog it is an emergency', () => {
    expect(redFlagWords('bloating').why).toMatch(/emergency/);
  });
});
