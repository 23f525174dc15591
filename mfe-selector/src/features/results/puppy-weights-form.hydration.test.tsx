import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { screen } from '@testing-library/react';
import { PuppyWeightsForm } from './puppy-weights-form';

/** The visitor's weights in the server-rendered form, before the scripts arrive. */
function enterBeforeTheScripts() {
  const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  field('weight').value = '12.5';
  field('adult-weight').value = '40';
}

describe('PuppyWeightsForm taking over the server-rendered form', () => {
  it('keeps the weights the visitor entered before the scripts arrived, and shows the results for them', async () => {
    const onSubmit = jest.fn();
    const question = { carried: [['breed', 'beagle'], ['age', 'puppy']] as const, sent: {}, onSubmit };
    const { problems, user } = await hydrateServerHtml(
      <PuppyWeightsForm dogName="Pip" missing={['weight', 'adult-weight']} question={question} />,
      { theme: appTheme, visitor: enterBeforeTheScripts },
    );
    expect(problems).toEqual([]);

    expect(screen.getByRole('spinbutton', { name: 'Weight now (lbs)' })).toHaveValue(12.5);
    await user.click(screen.getByRole('button', { name: 'Show portions and costs' }));
    expect(onSubmit).toHaveBeenCalledWith({ weight: 12.5, 'adult-weight': 40 }, expect.anything(), expect.anything());
  });
});
