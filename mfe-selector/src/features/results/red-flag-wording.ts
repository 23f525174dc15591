import { isOneOf, labelOf, type RedFlag, type WarningSign, warningSignOptions, warningSignValues } from '@gentlebowl/contracts';

/**
 * How the "See a vet first" panel words each red flag: what the owner told us, in plain words, and
 * why it needs a vet before any change of food. The warning signs read as the wizard asked them
 * (the contracts' labels); the flags read from the symptom answers are named here. Every red flag
 * has its wording: a new one does not compile until it is worded. The veterinary sources behind the
 * list are in services/docs/red-flags.md.
 */
export interface RedFlagWords {
  sign: string;
  why: string;
}

const SIGNS_FROM_SYMPTOM_ANSWERS: Readonly<Record<Exclude<RedFlag, WarningSign>, string>> = {
  'vomiting-with-lethargy': 'Vomiting with lethargy',
  'daily-vomiting': 'Vomiting every day',
  'lasting-diarrhea': 'Diarrhea every day for more than a week',
  'lasting-lethargy': 'Lethargy for more than a week',
  'young-puppy': 'Symptoms in a puppy under 6 months old',
};

const WHY_A_VET_FIRST: Readonly<Record<RedFlag, string>> = {
  blood: 'Blood can come from an ulcer, an infection, a swallowed object or a poison, and a vet needs to find out which.',
  'black-stool': 'Black, tarry stool usually means bleeding higher up in the gut.',
  'weight-loss': 'Losing weight without trying can be the sign of an illness that a change of food would not treat.',
  'appetite-loss': 'A dog that has not eaten for more than a day weakens and dehydrates, and the cause needs finding first.',
  bloating:
    'A swollen belly with retching can be bloat, a twisting stomach that is an emergency: call a vet or an emergency clinic now.',
  'vomiting-with-lethargy':
    'Vomiting in a dog that is also unusually tired or weak can mean dehydration or an illness beyond the stomach.',
  'daily-vomiting': 'Vomiting every day drains water and salts quickly and has many causes a vet should rule out.',
  'lasting-diarrhea': 'Daily diarrhea for more than a week is more than a food upset and can dehydrate your dog.',
  'lasting-lethargy': 'Tiredness that lasts more than a week points to an illness, not to a food that disagrees.',
  'young-puppy': 'Puppies under six months dehydrate quickly and can catch serious infections such as parvovirus.',
};

function isWarningSign(flag: RedFlag): flag is WarningSign {
  return isOneOf(warningSignValues, flag);
}

export function redFlagWords(flag: RedFlag): RedFlagWords {
  const sign = isWarningSign(flag) ? labelOf(warningSignOptions, flag) : SIGNS_FROM_SYMPTOM_ANSWERS[flag];
  return { sign, why: WHY_A_VET_FIRST[flag] };
}
