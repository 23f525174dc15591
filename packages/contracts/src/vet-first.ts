import { valuesOf } from './options.js';

/**
 * Warning signs the wizard asks about in step 2 (optional checkboxes). Any of them means the dog
 * should see a vet before any food change; the sources are listed in services/docs/red-flags.md.
 */
export const warningSignOptions = [
  { value: 'blood', label: 'Blood in the stool or vomit' },
  { value: 'black-stool', label: 'Black, tarry stool' },
  { value: 'weight-loss', label: 'Weight loss' },
  { value: 'appetite-loss', label: 'Not eating for more than a day' },
  { value: 'bloating', label: 'Swollen belly or retching without bringing anything up' },
] as const;
export const warningSignValues = /* @__PURE__ */ valuesOf(warningSignOptions);
export type WarningSign = (typeof warningSignValues)[number];

/**
 * Every reason the engine can give for "See a vet first". The five warning signs map one to one;
 * the others are read from the symptom answers:
 * - vomiting-with-lethargy: vomiting and lethargy both ticked;
 * - daily-vomiting: vomiting ticked with frequency "daily";
 * - lasting-diarrhea: diarrhea ticked, daily, for longer than "less than a week";
 * - lasting-lethargy: lethargy ticked for longer than "less than a week";
 * - young-puppy: any symptom in a puppy the owner says is under six months old.
 */
export const redFlagValues = [
  ...warningSignValues,
  'vomiting-with-lethargy',
  'daily-vomiting',
  'lasting-diarrhea',
  'lasting-lethargy',
  'young-puppy',
] as const;
export type RedFlag = (typeof redFlagValues)[number];
