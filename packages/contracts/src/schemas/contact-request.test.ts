import { contactMessages } from '../messages.js';
import { contactRequestSchema } from './contact-request.js';

const validMessage = { name: 'Dana', email: 'Dana@Example.com', subject: 'allergy', message: 'Is lamb safe?' };

describe('contactRequestSchema', () => {
  it('accepts a message and normalizes the email', () => {
    expect(contactRequestSchema.parse(validMessage)).toEqual({ ...validMessage, email: 'dana@example.com' });
  });

  it.each([[undefined], [''], [null]])('defaults subject %j to general', (subject) => {
    expect(contactRequestSchema.parse({ ...validMessage, subject }).subject).toBe('general');
  });

  it('rejects subjects outside the spec options', () => {
    const result = contactRequestSchema.safeParse({ ...validMessage, subject: 'billing' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contactMessages.subject]);
  });

  it('requires name, email and message', () => {
    const result = contactRequestSchema.safeParse({ name: ' ', email: '', message: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      contactMessages.name,
      contactMessages.email,
      contactMessages.message,
    ]);
  });

  it('limits name and message length', () => {
    const result = contactRequestSchema.safeParse({
      ...validMessage,
      name: 'n'.repeat(101),
      message: 'm'.repeat(5001),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be at most 100 characters',
      'Message must be at most 5000 characters',
    ]);
  });
});

describe('contactRequestSchema text safety', () => {
  it('refuses NUL characters, which the database cannot store', () => {
    const result = contactRequestSchema.safeParse({ ...validMessage, message: 'hello\u0000world' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Message contains a character that is not allowed']);
  });
});
