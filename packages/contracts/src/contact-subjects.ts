import { valuesOf } from './options.js';

export const contactSubjectOptions = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'food-recommendation', label: 'Food Recommendation' },
  { value: 'digestive-issue', label: 'Digestive Health Issue' },
  { value: 'allergy', label: 'Food Allergy Question' },
  { value: 'tools', label: 'Tool or Feature Feedback' },
  { value: 'website', label: 'Website Feedback' },
  { value: 'other', label: 'Other' },
] as const;
export const contactSubjectValues = /* @__PURE__ */ valuesOf(contactSubjectOptions);
export type ContactSubject = (typeof contactSubjectValues)[number];
export const defaultContactSubject: ContactSubject = 'general';
