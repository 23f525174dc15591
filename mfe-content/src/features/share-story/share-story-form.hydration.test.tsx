import { hydrateServerHtml, installFetchMock } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { screen } from '@testing-library/react';
import { ShareStoryForm } from './share-story-form';

// The owner types their story just after the scripts' first render has read the server's form, as
// while hydration yields to the browser between its slices.
jest.mock('./share-story-form-values', () => {
  const actual = jest.requireActual<typeof import('./share-story-form-values')>('./share-story-form-values');
  const testing = jest.requireActual<typeof import('@gentlebowl/platform/testing')>('@gentlebowl/platform/testing');
  return {
    ...actual,
    shareStoryValuesFromEntries: testing.typedAfterFirstRead(actual.shareStoryValuesFromEntries, 'textarea[name="story"]', 'Pepper is settled.'),
  };
});

beforeEach(() => {
  installFetchMock();
});

describe('ShareStoryForm taking over the server-rendered form', () => {
  it('keeps a story typed while the scripts took the form over', async () => {
    const { problems } = await hydrateServerHtml(<ShareStoryForm />, { theme: appTheme, route: '/' });
    expect(problems).toEqual([]);

    expect(screen.getByRole('textbox', { name: 'Your story' })).toHaveValue('Pepper is settled.');
  });
});
