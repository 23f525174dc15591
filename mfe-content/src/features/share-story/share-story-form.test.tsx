import { OWNER_STORY_RECEIVED_MESSAGE, ownerStoryMessages } from '@gentlebowl/contracts';
import { type FakeResponse, installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { ShareStoryForm } from './share-story-form';

// Typing keystroke by keystroke takes a few seconds on a busy machine.
jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(jsonReply({ message: OWNER_STORY_RECEIVED_MESSAGE }, 201));
});

const form = () => screen.getByRole('form', { name: 'Share Your Story' });
const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const town = () => screen.getByRole('textbox', { name: 'Town' });
const story = () => screen.getByRole('textbox', { name: 'Your story' });
const consent = () => screen.getByRole('checkbox', { name: 'I agree that my story may be published on this site with my first name and town.' });
const send = () => screen.getByRole('button', { name: 'Send My Story' });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const storyPosts = () => api.sent().filter((request) => request.url === '/api/owner-stories');

async function fill(user: User, { withConsent = true } = {}) {
  await user.type(firstName(), ' Juniper ');
  await user.type(town(), 'Asheville');
  await user.type(story(), 'The transition plan kept her settled.');
  if (withConsent) await user.click(consent());
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ShareStoryForm', () => {
  it('asks for a first name, a town, the story and consent, each labelled and marked required', () => {
    renderWithShellProviders(<ShareStoryForm />);
    for (const control of [firstName(), town(), story(), consent()]) expect(control).toHaveAttribute('aria-required', 'true');
    expect(consent()).not.toBeChecked();
    expect(town()).toHaveAccessibleDescription('As you want it shown, such as Portland, Oregon.');
    expect(form()).toHaveAttribute('novalidate');
  });

  it('sends nothing with a field empty or the consent unticked, shows each message and moves the focus to the first', async () => {
    const { user } = renderWithShellProviders(<ShareStoryForm />);
    await user.type(town(), 'Asheville');

    await user.click(send());

    await waitFor(() => expect(firstName()).toHaveFocus());
    expect(firstName()).toHaveAccessibleDescription(ownerStoryMessages.firstName);
    expect(story()).toHaveAccessibleDescription(expect.stringContaining(ownerStoryMessages.story));
    expect(consent()).toHaveAccessibleDescription(ownerStoryMessages.consent);
    expect(town()).not.toHaveAttribute('aria-invalid');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('will not send a story without consent, however complete', async () => {
    const { user } = renderWithShellProviders(<ShareStoryForm />);
    await fill(user, { withConsent: false });

    await user.click(send());

    await waitFor(() => expect(consent()).toHaveFocus());
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('reads Sending... while the story is on its way, then thanks the owner in its place and says an editor reads it first', async () => {
    const reply = deferred<FakeResponse>();
    api.fetchMock.mockReturnValueOnce(reply.promise);
    const { user } = renderWithShellProviders(<ShareStoryForm />);
    await fill(user);

    await user.click(send());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(storyPosts()).toEqual([
      {
        url: '/api/owner-stories',
        method: 'POST',
        body: { firstName: 'Juniper', town: 'Asheville', story: 'The transition plan kept her settled.', consent: true },
      },
    ]);
    reply.resolve(jsonReply({ message: OWNER_STORY_RECEIVED_MESSAGE }, 201));

    expect(await notifications().findByRole('status')).toHaveTextContent('Story sent!');
    const thanks = within(document.getElementById('share-your-story') as HTMLElement).getByText(OWNER_STORY_RECEIVED_MESSAGE);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Share Your Story' })).toBeNull();
  });

  it('keeps everything typed and says how long to wait when the writes budget is spent', async () => {
    api.fetchMock.mockResolvedValueOnce(refusedReply(3600));
    const { user } = renderWithShellProviders(<ShareStoryForm />);
    await fill(user);

    await user.click(send());

    const alert = await notifications().findByRole('alert');
    expect(alert).toHaveTextContent('Your story was not sent');
    expect(alert).toHaveTextContent('Please try again in about an hour.');
    expect(firstName()).toHaveValue(' Juniper ');
    expect(story()).toHaveValue('The transition plan kept her settled.');
    expect(consent()).toBeChecked();
  });
});
