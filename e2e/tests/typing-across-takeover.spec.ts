import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { resultsAddress } from '../support/food-selector';
import { NEWSLETTER_THANK_YOU, notifications, withConsentDecided } from '../support/site';
import {
  consoleErrors,
  expect,
  holdBackShellScripts,
  type TypingAcrossTakeover,
  test,
  typeAcrossTakeover,
  typeWhileReactTakesOver,
  waitForHydration,
} from '../support/test';

// Issue 44, "Fast on a slow phone": no early interaction is lost. For every form a visitor types
// into, the test types into a field while the page's scripts are held back and goes on typing while
// they are released and take the page over; every key must be in the field, every earlier pick
// kept, and the form then the scripts' own.

interface FormTakenOver {
  /** The form, as the test's title names it. */
  form: string;
  address: string;
  /** The field typed into across the takeover... */
  field: (page: Page) => Locator;
  /** ...as a selector, for the page itself. */
  selector: string;
  typing: TypingAcrossTakeover;
  /** The visitor first sends the form as it is, before the scripts arrive: the page comes back
   * refused, with the server's messages, and the typing happens there. */
  sentRefused?: (page: Page) => Promise<void>;
  /** What the visitor enters elsewhere in the form before the scripts arrive... */
  enterFirst?: (page: Page) => Promise<unknown>;
  /** ...and finds there still once they have. */
  stillEntered?: (page: Page) => Promise<void>;
  /** Something only the scripts do with the form, from what was entered (`typed` in the field). */
  scriptsOwnIt: (page: Page, typed: string) => Promise<void>;
}

/** The newsletter sign-up of the page at `address`, in its region `region`. */
function newsletterSignUp(form: string, address: string, region: string): FormTakenOver {
  const box = (page: Page) => page.getByRole('region', { name: region });
  return {
    form,
    address,
    field: (page) => box(page).getByRole('textbox', { name: 'Email address' }),
    selector: 'form[name="newsletter"] input[name="email"]',
    // A new address on every run.
    get typing() {
      return { before: 'robin', during: '.vale', again: 'e', after: `+${randomUUID().slice(0, 8)}@example.com` };
    },
    // The scripts sign the address up in the page: the thank-you, the toast, and the address unchanged.
    scriptsOwnIt: async (page) => {
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(box(page).getByText(NEWSLETTER_THANK_YOU)).toBeVisible();
      await expect(notifications(page).getByRole('status')).toContainText('Subscription successful!');
      await expect(page).toHaveURL(address);
    },
  };
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const contactField = (page: Page, name: string) => contactForm(page).getByRole('textbox', { name });
const contactSubject = (page: Page) => contactForm(page).getByRole('combobox', { name: 'Subject' });
const storyForm = (page: Page) => page.getByRole('form', { name: 'Share Your Story' });
const storyConsent = (page: Page) => storyForm(page).getByRole('checkbox', { name: /I agree that my story may be published/ });
const wizard = (page: Page) => page.getByRole('region', { name: 'Food selector' });
const wizardMessage = (page: Page, message: string) => wizard(page).getByText(message, { exact: true });
const costForm = (page: Page) => page.getByRole('form', { name: 'Cost and portion for your dog' });
const toolsPanel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const foodCalculator = (page: Page) => toolsPanel(page, 'Food Calculator');
const transitionGuide = (page: Page) => toolsPanel(page, 'Transition Guide');
const compareDog = (page: Page) => page.getByRole('region', { name: 'Your dog' });
const puppyWeights = (page: Page) => page.getByRole('form', { name: "your dog's weights" });

/** A puppy's results without its weights, which the results ask for. */
const PUPPY_RESULTS_ADDRESS = resultsAddress().replace('age=adult', 'age=puppy');

const FORMS: FormTakenOver[] = [
  newsletterSignUp('the home page’s newsletter sign-up', '/', 'Gentle Feeding Tips in Your Inbox'),
  newsletterSignUp('the blog’s newsletter sign-up', '/blog', 'Get new guides by email'),
  {
    form: 'the contact form',
    address: '/contact',
    field: (page) => contactField(page, 'Message'),
    selector: 'form[name="contact"] textarea[name="message"]',
    typing: { before: 'Typed while', during: ' the page was loading', again: ' and on', after: '.' },
    enterFirst: async (page) => {
      await contactField(page, 'Your name').fill('Robin Vale');
      await contactField(page, 'Email address').fill('robin@example.com');
      await contactSubject(page).selectOption({ label: 'Food Allergy Question' });
    },
    stillEntered: async (page) => {
      await expect(contactField(page, 'Your name')).toHaveValue('Robin Vale');
      await expect(contactField(page, 'Email address')).toHaveValue('robin@example.com');
      await expect(contactSubject(page)).toHaveValue('allergy');
    },
    // A required field emptied is caught in the page, with the notice. (Enter sends from the field:
    // a click on Send would first leave it, and its message, shown then, moves the button away.)
    scriptsOwnIt: async (page, typed) => {
      await contactField(page, 'Your name').fill('');
      await contactField(page, 'Your name').press('Enter');
      await expect(notifications(page).getByRole('alert')).toContainText('Missing Information');
      await expect(page).toHaveURL('/contact');
      await expect(contactField(page, 'Message')).toHaveValue(typed);
    },
  },
  {
    form: 'the contact form, refused',
    address: '/contact',
    sentRefused: async (page) => {
      await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(contactField(page, 'Your name')).toHaveAccessibleDescription(/Please enter your name/);
    },
    field: (page) => contactField(page, 'Your name'),
    selector: 'form[name="contact"] input[name="name"]',
    typing: { before: 'Rob', during: 'in', again: ' ', after: 'Vale' },
    stillEntered: (page) => expect(contactField(page, 'Email address')).toHaveAccessibleDescription(/Please enter a valid email address/),
    // The name's message is gone in the page, and the email's goes once it is given.
    scriptsOwnIt: async (page) => {
      await expect(contactField(page, 'Your name')).not.toHaveAccessibleDescription(/Please enter your name/);
      await contactField(page, 'Email address').fill('robin@example.com');
      await expect(contactField(page, 'Email address')).not.toHaveAccessibleDescription(/Please enter a valid email address/);
      await expect(page).toHaveURL('/contact');
    },
  },
  {
    form: 'the story form',
    address: '/',
    field: (page) => storyForm(page).getByRole('textbox', { name: 'Your story' }),
    selector: 'form[name="share-story"] textarea[name="story"]',
    typing: { before: 'Typed while', during: ' the page was loading', again: ' and on', after: '.' },
    enterFirst: async (page) => {
      await storyForm(page).getByRole('textbox', { name: 'First name' }).fill('Juniper');
      await storyConsent(page).check();
    },
    stillEntered: async (page) => {
      await expect(storyForm(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Juniper');
      await expect(storyConsent(page)).toBeChecked();
    },
    // The town left empty is caught in the page; nothing is sent.
    scriptsOwnIt: async (page) => {
      await storyForm(page).getByRole('button', { name: 'Send My Story' }).click();
      await expect(storyForm(page).getByRole('textbox', { name: 'Town' })).toHaveAccessibleDescription(/Please enter your town/);
      await expect(page).toHaveURL('/');
    },
  },
  {
    form: "the food selector's first step",
    address: '/food-selector',
    field: (page) => wizard(page).getByRole('spinbutton', { name: 'Weight (lbs)' }),
    selector: 'form[name="food-selector-step-1"] input[name="weight"]',
    typing: { before: '3', during: '2.', again: '5', after: '5' },
    enterFirst: async (page) => {
      await wizard(page).getByRole('textbox', { name: "Dog's name" }).fill('Biscuit');
      await wizard(page).getByRole('combobox', { name: 'Breed' }).selectOption('beagle');
      await wizard(page).getByRole('combobox', { name: 'Age' }).selectOption('adult');
    },
    stillEntered: async (page) => {
      await expect(wizard(page).getByRole('textbox', { name: "Dog's name" })).toHaveValue('Biscuit');
      await expect(wizard(page).getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');
      await expect(wizard(page).getByRole('combobox', { name: 'Age' })).toHaveValue('adult');
    },
    // The step goes on without a reload, asking for what is missing only.
    scriptsOwnIt: async (page) => {
      await page.getByRole('button', { name: 'Next: Symptoms' }).click();
      await expect(wizardMessage(page, 'Please select a size')).toBeVisible();
      await expect(wizardMessage(page, "Please enter your dog's name")).toHaveCount(0);
      await expect(wizardMessage(page, 'Please select a breed')).toHaveCount(0);
      await expect(wizardMessage(page, 'Please select an age group')).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
    },
  },
  {
    form: "the food selector's first step, refused",
    address: '/food-selector',
    sentRefused: async (page) => {
      await page.getByRole('button', { name: 'Next: Symptoms' }).click();
      await expect(wizardMessage(page, "Please enter your dog's name")).toBeVisible();
    },
    field: (page) => wizard(page).getByRole('textbox', { name: "Dog's name" }),
    selector: 'form[name="food-selector-step-1"] input[name="name"]',
    typing: { before: 'Bis', during: 'cu', again: 'i', after: 't' },
    stillEntered: (page) => expect(wizardMessage(page, 'Please select a breed')).toBeVisible(),
    // The name's message is gone in the page; the others go as each answer is given.
    scriptsOwnIt: async (page) => {
      await expect(wizardMessage(page, "Please enter your dog's name")).toHaveCount(0);
      await wizard(page).getByRole('combobox', { name: 'Breed' }).selectOption('beagle');
      await expect(wizardMessage(page, 'Please select a breed')).toHaveCount(0);
      await expect(wizardMessage(page, 'Please select a size')).toBeVisible();
    },
  },
  {
    form: "the food selector's second step",
    address: '/food-selector?name=Biscuit&breed=beagle&age=adult&size=medium&step=2',
    field: (page) => wizard(page).getByRole('textbox', { name: 'Anything else we should know? (optional)' }),
    selector: 'form[name="food-selector-step-2"] textarea[name="note"]',
    typing: { before: 'Typed while', during: ' the page was loading', again: ' and on', after: '.' },
    enterFirst: (page) => wizard(page).getByRole('checkbox', { name: 'Gas' }).check(),
    stillEntered: (page) => expect(wizard(page).getByRole('checkbox', { name: 'Gas' })).toBeChecked(),
    scriptsOwnIt: async (page) => {
      await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
      await expect(wizardMessage(page, 'Please select frequency')).toBeVisible();
      await expect(page).toHaveURL(/&step=2$/);
    },
  },
  {
    form: "a product page's cost and portion",
    address: '/dog-food/1?tab=nutritional-info',
    field: (page) => costForm(page).getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }),
    selector: 'form[name="cost-and-portion"] input[name="weightLbs"]',
    typing: { before: '3', during: '0.', again: '5', after: '5' },
    enterFirst: (page) => costForm(page).getByRole('combobox', { name: 'Age' }).selectOption('senior'),
    stillEntered: (page) => expect(costForm(page).getByRole('combobox', { name: 'Age' })).toHaveValue('senior'),
    // The answer follows the field.
    scriptsOwnIt: (page) =>
      expect(costForm(page).getByRole('status')).toHaveText(/^About .+ a day, [\d,]+ kcal, and about \$[\d,.]+ a month \(an estimate\)\./),
  },
  {
    form: 'the calorie calculator',
    address: '/tools',
    field: (page) => foodCalculator(page).getByRole('spinbutton', { name: "Dog's weight (lbs)" }),
    selector: 'form[name="food-calculator"] input[name="weight"]',
    typing: { before: '5', during: '0.', again: '0', after: '0' },
    enterFirst: async (page) => {
      await foodCalculator(page).getByRole('combobox', { name: 'Life stage' }).selectOption('adult');
      await foodCalculator(page).getByRole('combobox', { name: 'Activity level' }).selectOption('moderate');
      await foodCalculator(page).getByRole('radio', { name: 'Yes', exact: true }).check();
      await foodCalculator(page).getByRole('radio', { name: /^Ideal/ }).check();
    },
    stillEntered: async (page) => {
      await expect(foodCalculator(page).getByRole('combobox', { name: 'Life stage' })).toHaveValue('adult');
      await expect(foodCalculator(page).getByRole('combobox', { name: 'Activity level' })).toHaveValue('moderate');
      await expect(foodCalculator(page).getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
      await expect(foodCalculator(page).getByRole('radio', { name: /^Ideal/ })).toBeChecked();
    },
    // The scripts calculate in place, and name the answers in the address as the form's submit would.
    scriptsOwnIt: async (page, typed) => {
      await foodCalculator(page).getByRole('button', { name: 'Calculate Daily Needs' }).click();
      await expect(page.getByRole('region', { name: "Your dog's daily nutritional needs" }).getByRole('definition')).toHaveText([
        '727 kcal',
        '1164 kcal',
        '1164 kcal',
        '3.3 cups',
      ]);
      await expect(notifications(page).getByRole('status')).toContainText('Calculation Complete');
      await expect(page).toHaveURL(`/tools?weight=${typed}&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=`);
    },
  },
  {
    form: 'the transition planner',
    address: '/tools?tab=transition-guide',
    field: (page) => transitionGuide(page).getByRole('spinbutton', { name: 'Cups per day' }),
    selector: 'form[name="transition-calculator"] input[name="cupsPerDay"]',
    typing: { before: '2', during: '.', again: '5', after: '5' },
    enterFirst: (page) => transitionGuide(page).getByRole('combobox', { name: 'Current food type' }).selectOption('dry'),
    stillEntered: (page) => expect(transitionGuide(page).getByRole('combobox', { name: 'Current food type' })).toHaveValue('dry'),
    // The exact foods on offer are those of the type picked.
    scriptsOwnIt: (page) =>
      expect(transitionGuide(page).getByRole('combobox', { name: 'Current food (optional)' }).getByRole('option')).not.toHaveCount(1),
  },
  {
    form: "a comparison's dog",
    address: '/compare?foods=1,2',
    field: (page) => compareDog(page).getByRole('spinbutton', { name: 'Weight (lbs)', exact: true }),
    selector: 'form[name="compare-dog"] input[name="weight"]',
    typing: { before: '6', during: '0.', again: '0', after: '0' },
    enterFirst: async (page) => {
      await compareDog(page).getByRole('combobox', { name: 'Age' }).selectOption('adult');
      await compareDog(page).getByRole('combobox', { name: 'Size' }).selectOption('large');
    },
    stillEntered: async (page) => {
      await expect(compareDog(page).getByRole('combobox', { name: 'Age' })).toHaveValue('adult');
      await expect(compareDog(page).getByRole('combobox', { name: 'Size' })).toHaveValue('large');
    },
    // The page changes its address in place, in its own spelling (a browser's submit sends the
    // hidden adult weight along empty).
    scriptsOwnIt: async (page) => {
      await compareDog(page).getByRole('button', { name: 'Show for my dog' }).click();
      await expect(compareDog(page)).toContainText(/Portions and costs are worked out for your 60 lb dog, Adult/);
      await expect(page).toHaveURL(/^[^?]*\/compare\?(?!.*adult-weight=(&|$)).*weight=60/);
    },
  },
  {
    form: "a puppy's weights in the results",
    address: PUPPY_RESULTS_ADDRESS,
    field: (page) => puppyWeights(page).getByRole('spinbutton', { name: 'Weight now (lbs)' }),
    selector: 'form[name="puppy-weights"] input[name="weight"]',
    typing: { before: '1', during: '2.', again: '5', after: '5' },
    enterFirst: (page) => puppyWeights(page).getByRole('spinbutton', { name: 'Expected adult weight (lbs)' }).fill('8'),
    stillEntered: (page) => expect(puppyWeights(page).getByRole('spinbutton', { name: 'Expected adult weight (lbs)' })).toHaveValue('8'),
    // An adult weight below the weight now is caught in the page.
    scriptsOwnIt: async (page) => {
      await puppyWeights(page).getByRole('button', { name: 'Show portions and costs' }).click();
      await expect(puppyWeights(page).getByRole('spinbutton', { name: 'Expected adult weight (lbs)' })).toHaveAccessibleDescription(
        /The expected adult weight can't be less than your puppy's weight now/,
      );
      await expect(page).toHaveURL(PUPPY_RESULTS_ADDRESS);
    },
  },
];

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

for (const form of FORMS) {
  const { address, field, selector, sentRefused, enterFirst, stillEntered, scriptsOwnIt } = form;

  test.describe(form.form, () => {
    test('typing that goes on while the scripts take the page over lands in its field, every key', async ({ page }) => {
      const scripts = await holdBackShellScripts(page);
      await scripts.open(address);
      await sentRefused?.(page);
      // From here on: a refused form's page comes with its status, 400, which the console reports.
      const takeOverErrors = consoleErrors(page);
      await enterFirst?.(page);

      const typed = await typeAcrossTakeover(page, scripts, field(page), form.typing);

      await expect(field(page)).toHaveValue(typed);
      await expect(field(page)).toBeFocused();
      await stillEntered?.(page);
      expect(takeOverErrors, 'errors while the scripts took the page over').toEqual([]);
      await scriptsOwnIt(page, typed);
    });

    test('a key that lands just as React takes the field over is kept, and so is the next', async ({ page }) => {
      const { before, again, after } = form.typing;
      const scripts = await holdBackShellScripts(page);
      await typeWhileReactTakesOver(page, selector, again);
      await scripts.open(address);
      await sentRefused?.(page);
      await enterFirst?.(page);
      await field(page).click();
      await page.keyboard.type(before);

      await scripts.release();
      await waitForHydration(page);
      await page.keyboard.type(after);

      await expect(field(page)).toHaveValue(before + again + after);
      await stillEntered?.(page);
    });
  });
}
