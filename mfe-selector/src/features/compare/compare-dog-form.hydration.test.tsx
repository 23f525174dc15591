import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { screen } from '@testing-library/react';
import { CompareDogForm } from './compare-dog-form';

/** The visitor's entries in the server-rendered form, before the scripts arrive. */
function enterBeforeTheScripts() {
  const field = <Control extends Element>(name: string) => document.querySelector(`[name="${name}"]`) as Control;
  field<HTMLInputElement>('weight').value = '60.5';
  field<HTMLSelectElement>('age').value = 'adult';
  field<HTMLSelectElement>('size').value = 'large';
}

describe('CompareDogForm taking over the server-rendered form', () => {
  it('keeps what the visitor entered before the scripts arrived, and compares for that dog', async () => {
    const onDogChange = jest.fn();
    const { problems, user } = await hydrateServerHtml(
      <CompareDogForm dog={null} sentWeight={undefined} sentAdultWeight={undefined} foodIds={[1, 2]} onDogChange={onDogChange} labelledBy="dog" />,
      { theme: appTheme, visitor: enterBeforeTheScripts },
    );
    expect(problems).toEqual([]);

    expect(screen.getByRole('spinbutton', { name: /^Weight \(lbs\)/ })).toHaveValue(60.5);
    await user.click(screen.getByRole('button', { name: 'Show for my dog' }));
    expect(onDogChange).toHaveBeenCalledWith({ age: 'adult', size: 'large', weightLbs: 60.5 });
  });
});
