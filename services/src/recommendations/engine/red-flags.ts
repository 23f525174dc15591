import { type RedFlag, redFlagValues, type SymptomDuration } from '@gentlebowl/contracts';
import type { EngineRequest } from './engine-types.js';

// "See a vet first": answers that call for a vet before any food change. Each rule and its sources
// are listed in services/docs/red-flags.md; the vocabulary is packages/contracts/src/vet-first.ts.

/** Only the shortest duration is "a few days"; anything the owner says lasted longer is not. */
const SHORT_DURATION: SymptomDuration = 'less-than-week';

/** The answers the red-flag rules read. */
export type RedFlagAnswers = {
  dogInfo: Pick<EngineRequest['dogInfo'], 'age' | 'underSixMonths'>;
  symptoms: Pick<EngineRequest['symptoms'], 'symptoms' | 'frequency' | 'duration' | 'warningSigns'>;
};

/**
 * Every red flag the answers raise, in the order of `redFlagValues` (the order the panel lists them).
 * An empty list means the answers are mild; the results are shown either way.
 */
export function redFlagsFor({ dogInfo, symptoms }: RedFlagAnswers): RedFlag[] {
  const ticked = new Set(symptoms.symptoms);
  const daily = symptoms.frequency === 'daily';
  const lasting = symptoms.duration !== SHORT_DURATION;
  const raised = new Set<RedFlag>(symptoms.warningSigns ?? []);

  if (ticked.has('vomiting') && ticked.has('lethargy')) raised.add('vomiting-with-lethargy');
  if (ticked.has('vomiting') && daily) raised.add('daily-vomiting');
  if (ticked.has('diarrhea') && daily && lasting) raised.add('lasting-diarrhea');
  if (ticked.has('lethargy') && lasting) raised.add('lasting-lethargy');
  // The wizard asks the age question only for puppies; a stale answer on an older dog does not count.
  if (ticked.size > 0 && dogInfo.age === 'puppy' && dogInfo.underSixMonths === true) raised.add('young-puppy');

  return redFlagValues.filter((flag) => raised.has(flag));
}
