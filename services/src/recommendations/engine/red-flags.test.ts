import {
  durationValues,
  frequencyValues,
  type RedFlag,
  redFlagValues,
  type Symptom,
  symptomValues,
  warningSignValues,
} from '@gentlebowl/contracts';
import { type RedFlagAnswers, redFlagsFor } from './red-flags.js';

type Answers = Partial<RedFlagAnswers['dogInfo'] & RedFlagAnswers['symptoms']>;

/** Mild by default: an adult with occasional gas for less than a week. */
function answers(overrides: Answers = {}): RedFlagAnswers {
  return {
    dogInfo: { age: overrides.age ?? 'adult', underSixMonths: overrides.underSixMonths },
    symptoms: {
      symptoms: overrides.symptoms ?? ['gas'],
      frequency: overrides.frequency ?? 'occasionally',
      duration: overrides.duration ?? 'less-than-week',
      warningSigns: overrides.warningSigns,
    },
  };
}

describe('redFlagsFor', () => {
  it.each(warningSignValues)('raises the warning sign "%s" the owner ticked', (sign) => {
    expect(redFlagsFor(answers({ warningSigns: [sign] }))).toEqual([sign]);
  });

  it.each<[string, Answers, RedFlag[]]>([
    ['vomiting with lethargy', { symptoms: ['vomiting', 'lethargy'] }, ['vomiting-with-lethargy']],
    ['vomiting every day', { symptoms: ['vomiting'], frequency: 'daily' }, ['daily-vomiting']],
    ['daily diarrhea for 1-4 weeks', { symptoms: ['diarrhea'], frequency: 'daily', duration: '1-4-weeks' }, ['lasting-diarrhea']],
    ['daily diarrhea for over a year', { symptoms: ['diarrhea'], frequency: 'daily', duration: 'more-than-year' }, ['lasting-diarrhea']],
    ['lethargy for 1-3 months', { symptoms: ['lethargy'], duration: '1-3-months' }, ['lasting-lethargy']],
    ['any symptom in a puppy under six months', { age: 'puppy', underSixMonths: true, symptoms: ['gas'] }, ['young-puppy']],
  ])('raises a flag for %s', (_case, given, flags) => {
    expect(redFlagsFor(answers(given))).toEqual(flags);
  });

  it.each<[string, Answers]>([
    ['vomiting several times a week', { symptoms: ['vomiting'], frequency: 'several-times-a-week', duration: '3-6-months' }],
    ['daily diarrhea that began less than a week ago', { symptoms: ['diarrhea'], frequency: 'daily' }],
    ['weekly diarrhea for months', { symptoms: ['diarrhea'], frequency: 'weekly', duration: '6-months-year' }],
    ['lethargy for less than a week', { symptoms: ['lethargy'], frequency: 'daily' }],
    ['a puppy six months or older', { age: 'puppy', underSixMonths: false, symptoms: ['diarrhea'] }],
    ['a puppy whose age in months was not given', { age: 'puppy', symptoms: ['diarrhea'] }],
    ['an adult with a stale "under six months" answer', { age: 'adult', underSixMonths: true }],
    ['no warning signs ticked', { warningSigns: [] }],
  ])('raises none for %s', (_case, given) => {
    expect(redFlagsFor(answers(given))).toEqual([]);
  });

  it('raises none for any frequency and duration of the symptoms that are no red flag on their own', () => {
    const mild: Symptom[] = symptomValues.filter((symptom) => !['vomiting', 'diarrhea', 'lethargy'].includes(symptom));
    for (const frequency of frequencyValues) {
      for (const duration of durationValues) {
        for (const age of ['puppy', 'young-adult', 'adult', 'senior'] as const) {
          expect(redFlagsFor(answers({ symptoms: mild, frequency, duration, age }))).toEqual([]);
        }
      }
    }
  });

  it('lists every flag raised once, in the order of the vocabulary', () => {
    const everything = answers({
      age: 'puppy',
      underSixMonths: true,
      symptoms: ['lethargy', 'diarrhea', 'vomiting'],
      frequency: 'daily',
      duration: '1-4-weeks',
      warningSigns: [...warningSignValues].reverse(),
    });

    expect(redFlagsFor(everything)).toEqual([...redFlagValues]);
  });
});
