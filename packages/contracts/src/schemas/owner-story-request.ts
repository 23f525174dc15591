import * as z from 'zod/mini';
import { ownerStoryLimits, ownerStoryMessages } from '../owner-stories.js';
import { requiredText } from './text-fields.js';

/** Body of POST /api/owner-stories: who the owner is (first name and town only), the story, and
 * their consent to publish it, which must be given. */
export const ownerStoryRequestSchema = z.object(
  {
    firstName: requiredText(ownerStoryMessages.firstName, ownerStoryLimits.firstName, 'First name'),
    town: requiredText(ownerStoryMessages.town, ownerStoryLimits.town, 'Town'),
    story: requiredText(ownerStoryMessages.story, ownerStoryLimits.story, 'Story'),
    consent: z.literal(true, { error: ownerStoryMessages.consent }),
  },
  { error: 'Request body must be a JSON object' },
);

export type OwnerStoryRequest = z.infer<typeof ownerStoryRequestSchema>;

const TOKEN_MESSAGE = 'Please send the token of the review link';

/** Body of POST /api/owner-stories/review: the token of the link, whatever it holds; the API checks
 * its signature. */
export const ownerStoryDecisionRequestSchema = z.object(
  { token: z.string({ error: TOKEN_MESSAGE }).check(z.minLength(1, TOKEN_MESSAGE), z.maxLength(1000, 'The token is too long')) },
  { error: 'Request body must be a JSON object' },
);
