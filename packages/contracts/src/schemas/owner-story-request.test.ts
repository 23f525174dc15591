import { ownerStoryMessages } from '../owner-stories.js';
import { ownerStoryDecisionRequestSchema, ownerStoryRequestSchema } from './owner-story-request.js';

const story = { firstName: ' Megan ', town: 'Portland, Oregon', story: '  Pepper is doing better.  ', consent: true };

describe('ownerStoryRequestSchema', () => {
  it('accepts a story with consent, its text trimmed', () => {
    expect(ownerStoryRequestSchema.parse(story)).toEqual({ firstName: 'Megan', town: 'Portland, Oregon', story: 'Pepper is doing better.', consent: true });
  });

  it.each([[false], ['yes'], [undefined], ['true']])('refuses consent given as %j: only true is consent', (consent) => {
    const result = ownerStoryRequestSchema.safeParse({ ...story, consent });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ownerStoryMessages.consent]);
  });

  it('names every missing field with its own message', () => {
    const result = ownerStoryRequestSchema.safeParse({ firstName: ' ', town: '', story: '   ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      ownerStoryMessages.firstName,
      ownerStoryMessages.town,
      ownerStoryMessages.story,
      ownerStoryMessages.consent,
    ]);
  });

  it('limits each text to what the service stores', () => {
    const result = ownerStoryRequestSchema.safeParse({ ...story, firstName: 'n'.repeat(41), town: 't'.repeat(81), story: 's'.repeat(1501) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'First name must be at most 40 characters',
      'Town must be at most 80 characters',
      'Story must be at most 1500 characters',
    ]);
  });
});

describe('ownerStoryDecisionRequestSchema', () => {
  it('takes a token and nothing else of use', () => {
    expect(ownerStoryDecisionRequestSchema.parse({ token: 'abc.def' })).toEqual({ token: 'abc.def' });
    expect(ownerStoryDecisionRequestSchema.safeParse({ token: '' }).success).toBe(false);
    expect(ownerStoryDecisionRequestSchema.safeParse({}).success).toBe(false);
  });
});
