import * as z from 'zod/mini';
import { contactSubjectValues, defaultContactSubject } from '../contact-subjects.js';
import { contactMessages, textLimits } from '../messages.js';
import { emailAddress, requiredText } from './text-fields.js';

/** Body of POST /api/contact. An absent or empty subject means the default, general. */
export const contactRequestSchema = z.object(
  {
    name: requiredText(contactMessages.name, textLimits.contactName, 'Name'),
    email: emailAddress(contactMessages.email),
    subject: z.pipe(
      z.transform((value: unknown) => (value === undefined || value === null || value === '' ? defaultContactSubject : value)),
      z.enum(contactSubjectValues, { error: contactMessages.subject }),
    ),
    message: requiredText(contactMessages.message, textLimits.contactMessage, 'Message'),
  },
  { error: 'Request body must be a JSON object' },
);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
