import { hydrateServerHtml, installFetchMock } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { screen } from '@testing-library/react';
import { NewsletterSignup } from './newsletter-signup';

// The visitor types just after the scripts' first render has read the server's form, as while
// hydration yields to the browser between its slices.
jest.mock('./newsletter-form-rules', () => {
  const actual = jest.requireActual<typeof import('./newsletter-form-rules')>('./newsletter-form-rules');
  const testing = jest.requireActual<typeof import('@gentlebowl/platform/testing')>('@gentlebowl/platform/testing');
  const field = `input[name="${actual.NEWSLETTER_EMAIL_FIELD}"]`;
  return { ...actual, newsletterValuesFromEntries: testing.typedAfterFirstRead(actual.newsletterValuesFromEntries, field, 'owner@example.com') };
});

beforeEach(() => {
  installFetchMock();
});

describe('NewsletterSignup taking over the server-rendered form', () => {
  it('keeps an address typed while the scripts took the form over', async () => {
    const { problems } = await hydrateServerHtml(<NewsletterSignup />, { theme: appTheme });
    expect(problems).toEqual([]);

    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('owner@example.com');
  });
});
