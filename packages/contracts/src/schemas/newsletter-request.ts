import * as z from 'zod/mini';
import { newsletterMessages } from '../messages.js';
import { emailAddress } from './text-fields.js';

/** Body of POST /api/newsletter-subscribe. */
export const newsletterRequestSchema = z.object(
  { email: emailAddress(newsletterMessages.invalidEmail) },
  { error: 'Request body must be a JSON object' },
);

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
