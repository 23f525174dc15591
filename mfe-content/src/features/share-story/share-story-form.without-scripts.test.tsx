import { OWNER_STORY_RECEIVED_MESSAGE, ownerStoryMessages } from '@gentlebowl/contracts';
import { PageActionDataProvider } from '@gentlebowl/platform';
import { installFetchMock } from '@gentlebowl/platform/testing';
import { screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import type { ShareStoryActionData } from './share-story-action';
import { ShareStoryForm } from './share-story-form';

// The form as it works before its scripts arrive: a real form posted to the home page, and the page
// the server answers it with (its action's outcome), which the scripts then take over.

beforeEach(() => installFetchMock());

function renderForm(route = '/', refused?: unknown) {
  return renderWithShellProviders(
    <PageActionDataProvider value={refused}>
      <ShareStoryForm />
    </PageActionDataProvider>,
    { route },
  );
}

const form = () => screen.getByRole('form', { name: 'Share Your Story' });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

it('is a form posted to the home page, opening again at itself, naming itself for the page action', () => {
  renderForm();
  expect(form()).toHaveAttribute('method', 'post');
  expect(form()).toHaveAttribute('action', '/#share-your-story');
  expect(form()).toHaveAttribute('name', 'share-story');
  expect(form().querySelector('input[type="hidden"][name="form"]')).toHaveAttribute('value', 'share-story');
  for (const name of ['firstName', 'town', 'story']) expect(form().querySelector(`[name="${name}"]`)).not.toBeNull();
  expect(form().querySelector('input[type="checkbox"][name="consent"]')).toHaveAttribute('value', 'yes');
});

it('arriving with "story-sent", thanks the owner in the form\'s place and as the toast', async () => {
  renderForm('/?story-sent=1');
  expect(within(document.getElementById('share-your-story') as HTMLElement).getByText(OWNER_STORY_RECEIVED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Share Your Story' })).toBeNull();
  expect(await notifications().findByText('Story sent!')).toBeInTheDocument();
});

it('arriving refused, keeps every value and shows each message, the consent box unticked as it was', () => {
  const refused: ShareStoryActionData = {
    form: 'share-story',
    values: { firstName: 'Juniper', town: '', story: 'She is settled now.', consent: false },
    errors: { town: ownerStoryMessages.town, consent: ownerStoryMessages.consent },
  };
  renderForm('/', refused);

  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Juniper');
  expect(screen.getByRole('textbox', { name: 'Your story' })).toHaveValue('She is settled now.');
  expect(screen.getByRole('textbox', { name: 'Town' })).toHaveAccessibleDescription(expect.stringContaining(ownerStoryMessages.town));
  const consent = screen.getByRole('checkbox', { name: /I agree that my story may be published/ });
  expect(consent).not.toBeChecked();
  expect(consent).toHaveAccessibleDescription(ownerStoryMessages.consent);
  expect(screen.getByRole('textbox', { name: 'Town' })).toHaveFocus();
});

it("leaves a refusal of the page's other form (the newsletter sign-up) alone", () => {
  renderForm('/', { form: 'newsletter', values: { email: 'nope' }, errors: { email: 'Please enter a valid email address' } });
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
});
