import { errorReply, type FakeResponse, installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@gentlebowl/router';
import { FoodSelectorPage } from '../../app/food-selector-page';
import { recommendationResponse, recommendedFood } from '../../testing/dog-food-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';

// Each test walks the three-step wizard as a person would, keystroke by keystroke: a few seconds
// each, more on a busy machine than jest's 5 s default allows.
jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  scrollIntoView.mockClear();
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(jsonReply(recommendationResponse({ recommendations: [] })));
});

/** The address the router shows, as the address bar would. */
function AddressBar() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

/** The food selector page (its wizard reads the address) at `route`. */
let navigate: ReturnType<typeof useNavigate>;
function BrowserButtons() {
  navigate = useNavigate();
  return null;
}

function renderSelector(route = '/food-selector') {
  return renderWithShellProviders(
    <>
      <FoodSelectorPage />
      <AddressBar />
      <BrowserButtons />
    </>,
    { route },
  );
}

const address = () => new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent ?? '');
const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

async function fillDogDetails(user: User, name = 'Biscuit') {
  await user.type(screen.getByRole('textbox', { name: "Dog's name" }), name);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Breed' }), 'Beagle');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'Adult (3-7 years)');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Medium (20-50 lbs)');
}

async function fillSymptoms(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'Diarrhea' }));
  await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'How often do symptoms occur?' }), 'weekly');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How long has this been going on?' }), '1-3-months');
}

async function fillFoodPreferences(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'Dry Food' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Monthly budget' }), '100-150');
  await user.click(within(screen.getByRole('group', { name: /^Known allergies/ })).getByRole('checkbox', { name: 'Chicken' }));
}

async function reachStep3(user: User) {
  await fillDogDetails(user);
  await user.click(button('Next: Symptoms'));
  await fillSymptoms(user);
  await user.click(button('Next: Food Preferences'));
}

function optionValues(combobox: string) {
  return within(screen.getByRole('combobox', { name: combobox }))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);
}

function checkboxValues(group: RegExp) {
  return within(screen.getByRole('group', { name: group }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).value);
}

function progress() {
  return screen.getByRole('progressbar', { name: 'Food selector progress' });
}

/** The text of the step marked current, without its number marker. */
function currentStepLabel() {
  const steps = within(screen.getByRole('list', { name: 'Food selector steps' })).getAllByRole('listitem');
  return steps.find((step) => step.getAttribute('aria-current') === 'step')?.lastElementChild?.textContent;
}

describe('FoodSelectorWizard', () => {
  it('opens on step 1 with its progress, marked step, help text, privacy note and no stolen focus', () => {
    renderSelector();

    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(currentStepLabel()).toBe('Dog Details');
    expect(
      within(screen.getByRole('list', { name: 'Food selector steps' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Dog Details', '2Symptoms', '3Food Preferences']);
    expect(stepHeading('Dog Details')).toBeInTheDocument();
    expect(screen.getByText(/Age and size decide which foods fit/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Food selector' })).getByRole('note')).toHaveTextContent(
      'Your information is only used to generate recommendations and is never shared.',
    );
    expect(stepHeading('Dog Details')).not.toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('offers the breeds, age groups and sizes of the spec', () => {
    renderSelector();
    const labels = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);

    expect(labels('Breed')).toEqual([
      'Labrador Retriever',
      'German Shepherd',
      'Golden Retriever',
      'French Bulldog',
      'Beagle',
      'Poodle',
      'Bulldog',
      'Yorkshire Terrier',
      'Boxer',
      'Dachshund',
      'Shih Tzu',
      'Siberian Husky',
      'Great Dane',
      'Chihuahua',
      'Doberman Pinscher',
      'Border Collie',
      'Mixed Breed',
      'Other',
    ]);
    expect(labels('Age')).toEqual(['Puppy (0-1 year)', 'Young Adult (1-3 years)', 'Adult (3-7 years)', 'Senior (7+ years)']);
    expect(labels('Size')).toEqual(['Small (0-20 lbs)', 'Medium (20-50 lbs)', 'Large (50-90 lbs)', 'Giant (90+ lbs)']);
  });

  it('shows each step 1 message for its missing field and stays on step 1', async () => {
    const { user } = renderSelector();

    await user.click(button('Next: Symptoms'));

    for (const message of [
      "Please enter your dog's name",
      'Please select a breed',
      'Please select an age group',
      'Please select a size',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: "Dog's name" })).toHaveAttribute('aria-invalid', 'true');
    expect(currentStepLabel()).toBe('Dog Details');
    // The focus goes to the first field to fix, where a screen reader reads its message.
    await waitFor(() => expect(screen.getByRole('textbox', { name: "Dog's name" })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: "Dog's name" })).toHaveAccessibleDescription("Please enter your dog's name");

    await user.type(screen.getByRole('textbox', { name: "Dog's name" }), '   ');
    await user.click(button('Next: Symptoms'));
    expect(screen.getByText("Please enter your dog's name")).toBeInTheDocument();
  });

  it('leaves a step reached with Back or Forward, or by a link from elsewhere, where the browser and the shell put it', async () => {
    const { user } = renderSelector();
    await fillDogDetails(user);
    await user.click(button('Next: Symptoms'));
    scrollIntoView.mockClear();
    button('Next: Food Preferences').focus();

    act(() => navigate(-1));
    expect(currentStepLabel()).toBe('Dog Details');
    act(() => navigate(1));
    expect(currentStepLabel()).toBe('Symptoms');
    act(() => navigate('/food-selector'));
    expect(currentStepLabel()).toBe('Dog Details');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(stepHeading('Dog Details')).not.toHaveFocus();
  });

  it('moves to step 2, scrolling to the step indicator and focusing the step heading', async () => {
    const { user } = renderSelector();
    await fillDogDetails(user);

    await user.click(button('Next: Symptoms'));

    expect(progress()).toHaveAttribute('aria-valuenow', '66');
    expect(currentStepLabel()).toBe('Symptoms');
    expect(stepHeading('Symptoms')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('list', { name: 'Food selector steps' }));
    expect(within(screen.getByRole('region', { name: 'Food selector' })).getByRole('note')).toHaveTextContent('Persistent or severe symptoms may need a vet.');
  });

  it('shows the step 2 messages, with the symptoms as real checkboxes in a fieldset', async () => {
    const { user } = renderSelector();
    await fillDogDetails(user);
    await user.click(button('Next: Symptoms'));

    await user.click(button('Next: Food Preferences'));

    expect(screen.getByText('Please select at least one symptom')).toBeInTheDocument();
    expect(screen.getByText('Please select frequency')).toBeInTheDocument();
    expect(screen.getByText('Please select duration')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /Which symptoms does your dog have\?/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Vomiting',
      'Diarrhea',
      'Gas',
      'Sensitive Stomach',
      'Food Allergies',
      'Itchy Skin',
      'Excessive Licking',
      'Hair Loss',
      'Lethargy',
      'Upset Stomach',
    ]);
    expect(currentStepLabel()).toBe('Symptoms');
    expect(optionValues('How often do symptoms occur?')).toEqual([
      'daily',
      'several-times-a-week',
      'weekly',
      'monthly',
      'occasionally',
    ]);
    expect(optionValues('How long has this been going on?')).toEqual([
      'less-than-week',
      '1-4-weeks',
      '1-3-months',
      '3-6-months',
      '6-months-year',
      'more-than-year',
    ]);
  });

  it('shows the step 3 messages and sends nothing until they are fixed', async () => {
    const { user } = renderSelector();
    await reachStep3(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(stepHeading('Food Preferences')).toHaveFocus();

    await user.click(button('Get Recommendations'));

    expect(screen.getByText('Please select at least one food type')).toBeInTheDocument();
    expect(screen.getByText('Please select a budget range')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('group', { name: /Which types of food would you consider\?/ }))
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['dry', 'wet', 'fresh', 'raw', 'homemade']);
    expect(optionValues('Monthly budget')).toEqual(['under-50', '50-100', '100-150', '150-200', 'over-200']);
    expect(checkboxValues(/^Preferred ingredients/)).toEqual([
      'chicken',
      'beef',
      'fish',
      'lamb',
      'turkey',
      'rice',
      'potato',
      'grainfree',
    ]);
    expect(checkboxValues(/^Known allergies/)).toEqual(['chicken', 'beef', 'dairy', 'wheat', 'soy', 'eggs', 'corn']);
  });

  it('prefills earlier answers on Back and keeps what was typed on the step it leaves', async () => {
    const { user } = renderSelector();
    await reachStep3(user);
    await user.click(screen.getByRole('checkbox', { name: 'Wet Food' }));

    await user.click(button('Back'));

    expect(stepHeading('Symptoms')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Diarrhea' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'How often do symptoms occur?' })).toHaveValue('weekly');
    await user.type(screen.getByRole('textbox', { name: 'Anything else we should know? (optional)' }), 'Eats grass');

    await user.click(button('Back'));

    expect(currentStepLabel()).toBe('Dog Details');
    expect(screen.getByRole('textbox', { name: "Dog's name" })).toHaveValue('Biscuit');
    expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('medium');

    await user.click(button('Next: Symptoms'));
    expect(screen.getByRole('textbox', { name: 'Anything else we should know? (optional)' })).toHaveValue('Eats grass');
    await user.click(button('Next: Food Preferences'));
    expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
  });

  it('asks for recommendations with every answer and disables both buttons while it runs', async () => {
    let answer: (reply: FakeResponse) => void = () => {};
    api.fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderSelector();
    await reachStep3(user);
    await fillFoodPreferences(user);

    await user.click(button('Get Recommendations'));

    expect(button('Finding recommendations...')).toBeDisabled();
    expect(button('Back')).toBeDisabled();
    expect(api.sent()).toEqual([
      {
        url: '/api/recommendations',
        method: 'POST',
        body: {
          dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
          symptoms: { symptoms: ['diarrhea', 'gas'], frequency: 'weekly', duration: '1-3-months', vetDiagnosed: false },
          foodPreferences: { foodTypes: ['dry'], budget: '100-150', allergies: ['chicken'] },
        },
      },
    ]);

    answer(jsonReply(recommendationResponse({ requestId: 12, recommendations: [recommendedFood({ badges: 'Best Match' })] })));

    expect(await screen.findByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).toHaveFocus();
    expect(button('Get Recommendations')).toBeEnabled();
    expect(button('Back')).toBeEnabled();
    // The results address: every answer but the dog's name, which the history entry keeps.
    expect(address().toString()).toBe(
      'breed=beagle&age=adult&size=medium&symptom=diarrhea&symptom=gas&frequency=weekly&duration=1-3-months&vet=no&type=dry&budget=100-150&allergy=chicken',
    );
  });

  it.each([
    ['fails', () => errorReply(503, 'Service Unavailable'), 'Failed to generate recommendations. Please try again.'],
    // A refusal names its wait in minutes, never its status code or seconds.
    ['is refused', () => refusedReply(598), 'Please try again in about 10 minutes.'],
  ])('shows the error toast when the request %s and keeps every answer', async (_, reply, description) => {
    api.fetchMock.mockResolvedValue(reply());
    const { user } = renderSelector();
    await reachStep3(user);
    await fillFoodPreferences(user);

    await user.click(button('Get Recommendations'));

    const toast = await notifications().findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(description);
    expect(toast).not.toHaveTextContent(/429|598|seconds/);
    expect(button('Get Recommendations')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Dry Food' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('100-150');
    expect(address().get('step')).toBe('3');

    await user.click(button('Back'));
    expect(screen.getByRole('checkbox', { name: 'Diarrhea' })).toBeChecked();
  });

  it('treats an unreachable API like a failed request', async () => {
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderSelector();
    await reachStep3(user);
    await fillFoodPreferences(user);

    await user.click(button('Get Recommendations'));

    expect(await notifications().findByRole('alert')).toHaveTextContent(
      'Failed to generate recommendations. Please try again.',
    );
  });

  it('asks for an optional weight within the limits, with help on what happens without it', async () => {
    const { user } = renderSelector();
    const weight = screen.getByRole('spinbutton', { name: 'Weight (lbs)' });
    expect(weight).toHaveAccessibleDescription(
      "Optional. Without it, a grown dog's portions and costs use a typical weight for the size you chose; a puppy's need it.",
    );
    await fillDogDetails(user);

    await user.type(weight, '300');
    await user.click(button('Next: Symptoms'));
    expect(screen.getByText('Please enter a weight between 1 and 250 lbs')).toBeInTheDocument();
    expect(currentStepLabel()).toBe('Dog Details');

    await user.clear(weight);
    await user.type(weight, '32.5');
    await user.click(button('Next: Symptoms'));
    expect(currentStepLabel()).toBe('Symptoms');
  });

  it('asks about a puppy under six months only when the age is puppy', async () => {
    const { user } = renderSelector();
    const underSix = () => screen.queryByRole('checkbox', { name: 'My puppy is under 6 months old' });
    expect(underSix()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'puppy');
    await user.click(underSix() as HTMLElement);
    expect(underSix()).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'senior');
    expect(underSix()).not.toBeInTheDocument();
  });

  it("asks a puppy's expected adult weight only when the age is puppy, and refuses one below its weight now", async () => {
    const { user } = renderSelector();
    const adultWeight = () => screen.queryByRole('spinbutton', { name: 'Expected adult weight (lbs)' });
    expect(adultWeight()).not.toBeInTheDocument();

    await fillDogDetails(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'puppy');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (lbs)' }), '30');
    await user.type(adultWeight() as HTMLElement, '20');
    await user.click(button('Next: Symptoms'));
    expect(screen.getByText("The expected adult weight can't be less than your puppy's weight now")).toBeInTheDocument();
    expect(currentStepLabel()).toBe('Dog Details');

    await user.clear(adultWeight() as HTMLElement);
    await user.type(adultWeight() as HTMLElement, '140');
    await user.click(button('Next: Symptoms'));
    expect(currentStepLabel()).toBe('Symptoms');
  });

  it('asks about warning signs and whether a vet is involved, No until the owner says otherwise', async () => {
    const { user } = renderSelector();
    await fillDogDetails(user);
    await user.click(button('Next: Symptoms'));

    const signs = screen.getByRole('group', { name: /^Have you noticed any of these\?/ });
    expect(within(signs).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Blood in the stool or vomit',
      'Black, tarry stool',
      'Weight loss',
      'Not eating for more than a day',
      'Swollen belly or retching without bringing anything up',
    ]);
    const vet = screen.getByRole('radiogroup', { name: 'Has a vet diagnosed a condition or prescribed a diet?' });
    expect(within(vet).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(vet).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('sends the weight, the puppy answer, the warning signs and the vet answer', async () => {
    const { user } = renderSelector();
    await fillDogDetails(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'puppy');
    await user.click(screen.getByRole('checkbox', { name: 'My puppy is under 6 months old' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (lbs)' }), '18');
    await user.type(screen.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' }), '65');
    await user.click(button('Next: Symptoms'));
    await fillSymptoms(user);
    await user.click(screen.getByRole('checkbox', { name: 'Blood in the stool or vomit' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(button('Next: Food Preferences'));
    await fillFoodPreferences(user);

    await user.click(button('Get Recommendations'));

    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    expect(api.sent()[0]?.body).toMatchObject({
      dogInfo: { age: 'puppy', weightLbs: 18, adultWeightLbs: 65, underSixMonths: true },
      symptoms: { warningSigns: ['blood'], vetDiagnosed: true },
    });
  });

  it('does not ask again for answers it already has', async () => {
    const { user } = renderSelector();
    await reachStep3(user);
    await fillFoodPreferences(user);
    await user.click(button('Get Recommendations'));
    await waitFor(() => expect(button('Get Recommendations')).toBeEnabled());

    await user.click(button('Get Recommendations'));

    await waitFor(() => expect(button('Get Recommendations')).toBeEnabled());
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('the address', () => {
    it('holds every answer and the step, so a step change is a link and nothing is kept elsewhere', async () => {
      const { user } = renderSelector();
      await fillDogDetails(user);
      await user.click(button('Next: Symptoms'));

      expect(address().toString()).toBe('name=Biscuit&breed=beagle&age=adult&size=medium&step=2');
      await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
      await user.click(button('Back'));
      expect(address().toString()).toBe('name=Biscuit&breed=beagle&age=adult&size=medium&symptom=gas&vet=no&step=1');
    });

    it('opens on the step it asks for with every answer (a reload), without taking the focus', async () => {
      renderSelector(
        '/food-selector?name=Biscuit&breed=beagle&age=adult&size=medium&symptom=gas&frequency=weekly&duration=1-3-months&type=wet&step=3',
      );

      expect(stepHeading('Food Preferences')).not.toHaveFocus();
      expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
      expect(screen.queryByText('Please select a budget range')).not.toBeInTheDocument();
      expect(scrollIntoView).not.toHaveBeenCalled();
    });

    it('opens on the first step left incomplete, with its messages and the answers given', async () => {
      const { user } = renderSelector('/food-selector?breed=beagle&size=medium&symptom=gas&step=3');

      expect(currentStepLabel()).toBe('Dog Details');
      expect(screen.getByText("Please enter your dog's name")).toBeInTheDocument();
      expect(screen.getByText('Please select an age group')).toBeInTheDocument();
      expect(screen.queryByText('Please select a breed')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');

      await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Biscuit');
      expect(screen.queryByText("Please enter your dog's name")).not.toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'adult');
      await user.click(button('Next: Symptoms'));
      expect(screen.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
    });

    it('opens a complete results link on the last step with the answers', async () => {
      renderSelector(
        '/food-selector?breed=boxer&age=adult&size=large&symptom=vomiting&frequency=daily&vet=no&type=wet&budget=under-50',
      );

      expect(stepHeading('Food Preferences')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('under-50');
      expect(await screen.findByRole('heading', { level: 2, name: 'Recommended foods for your dog' })).toBeInTheDocument();
    });
  });
});
