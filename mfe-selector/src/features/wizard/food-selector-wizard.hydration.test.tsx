import { hydrateServerHtml, installFetchMock } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { screen } from '@testing-library/react';
import { FoodSelectorPage } from '../../app/food-selector-page';

// The owner types the dog's name just after the scripts' first render has read the step's form (the
// first reading of a form's fields, as opposed to the address's), as while hydration yields to the
// browser between its slices.
jest.mock('./answers-in-url', () => {
  const actual = jest.requireActual<typeof import('./answers-in-url')>('./answers-in-url');
  let typed = false;
  return {
    ...actual,
    answersFromQuery: (query: URLSearchParams) => {
      const answers = actual.answersFromQuery(query);
      if (query.has('name') && !typed) {
        typed = true;
        (document.querySelector('input[name="name"]') as HTMLInputElement).value = 'Biscuit';
      }
      return answers;
    },
  };
});

beforeEach(() => {
  installFetchMock();
});

describe('the food selector taking over the server-rendered step', () => {
  it("keeps a name typed while the scripts took the step's form over", async () => {
    const { user } = await hydrateServerHtml(<FoodSelectorPage />, { theme: appTheme, route: '/food-selector' });

    expect(screen.getByRole('textbox', { name: "Dog's name" })).toHaveValue('Biscuit');
    await user.click(screen.getByRole('button', { name: 'Next: Symptoms' }));
    expect(screen.queryByText("Please enter your dog's name")).not.toBeInTheDocument();
    expect(screen.getByText('Please select a breed')).toBeInTheDocument();
  });
});
