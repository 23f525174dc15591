import { ageGroupOptions, ageGroupValues, breedOptions } from './dog-profile.js';
import { foodTypeLabel } from './food-preferences.js';
import { contactSubjectOptions, defaultContactSubject } from './contact-subjects.js';
import { isOneOf, labelOf } from './options.js';

describe('option lists', () => {
  it('derive their value tuples in display order', () => {
    expect(ageGroupValues).toEqual(['puppy', 'young-adult', 'adult', 'senior']);
    expect(labelOf(ageGroupOptions, 'senior')).toBe('Senior (7+ years)');
  });

  it('use the kebab-case of the label as breed value', () => {
    for (const breed of breedOptions) {
      expect(breed.value).toBe(breed.label.toLowerCase().replace(/\s+/g, '-'));
    }
  });

  it('label food types and show unknown values as given', () => {
    expect(foodTypeLabel('raw')).toBe('Raw Diet');
    expect(foodTypeLabel('freeze-dried')).toBe('Freeze-Dried');
    expect(foodTypeLabel('kibble-deluxe')).toBe('kibble-deluxe');
  });

  it('offer the contact subjects of the spec with general first', () => {
    expect(contactSubjectOptions.map((option) => option.label)).toEqual([
      'General Inquiry',
      'Food Recommendation',
      'Digestive Health Issue',
      'Food Allergy Question',
      'Tool or Feature Feedback',
      'Website Feedback',
      'Other',
    ]);
    expect(defaultContactSubject).toBe('general');
  });

  it('tell a value of the list from text it does not hold, whatever its type', () => {
    expect(isOneOf(ageGroupValues, 'senior')).toBe(true);
    expect(isOneOf(ageGroupValues, 'Senior')).toBe(false);
    expect(isOneOf(ageGroupValues, null)).toBe(false);
    expect(isOneOf(ageGroupValues, 7)).toBe(false);
  });
});
