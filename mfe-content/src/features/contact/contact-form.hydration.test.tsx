import { hydrateInShellStack, installFetchMock } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { act, screen } from '@testing-library/react';
import { ContactForm } from './contact-form';

// The visitor types their name just after the scripts' first render has read the server's form, as
// while hydration yields to the browser between its slices.
jest.mock('./contact-form-values', () => {
  const actual = jest.requireActual<typeof import('./contact-form-values')>('./contact-form-values');
  let reads = 0;
  return {
    ...actual,
    contactValuesFromEntries: (...args: Parameters<typeof actual.contactValuesFromEntries>) => {
      const values = actual.contactValuesFromEntries(...args);
      reads += 1;
      if (reads === 1) (document.querySelector('input[name="name"]') as HTMLInputElement).value = 'Dana';
      return values;
    },
  };
});

beforeEach(() => {
  installFetchMock();
});

describe('ContactForm taking over the server-rendered form', () => {
  it('keeps a name typed while the scripts took the form over', async () => {
    hydrateInShellStack(<ContactForm labelledBy="contact-heading" />, { theme: appTheme, route: '/contact' });
    await act(async () => {});

    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Dana');
  });
});
