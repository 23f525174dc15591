import { hydrateServerHtml, installFetchMock } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { screen } from '@testing-library/react';
import { ContactForm } from './contact-form';

// The visitor types their name just after the scripts' first render has read the server's form, as
// while hydration yields to the browser between its slices.
jest.mock('./contact-form-values', () => {
  const actual = jest.requireActual<typeof import('./contact-form-values')>('./contact-form-values');
  const testing = jest.requireActual<typeof import('@gentlebowl/platform/testing')>('@gentlebowl/platform/testing');
  return { ...actual, contactValuesFromEntries: testing.typedAfterFirstRead(actual.contactValuesFromEntries, 'input[name="name"]', 'Dana') };
});

beforeEach(() => {
  installFetchMock();
});

describe('ContactForm taking over the server-rendered form', () => {
  it('keeps a name typed while the scripts took the form over', async () => {
    const { problems } = await hydrateServerHtml(<ContactForm labelledBy="contact-heading" />, { theme: appTheme, route: '/contact' });
    expect(problems).toEqual([]);

    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Dana');
  });
});
