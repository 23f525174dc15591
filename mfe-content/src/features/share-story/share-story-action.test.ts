import { OWNER_STORY_RECEIVED_MESSAGE, ownerStoryMessages } from '@gentlebowl/contracts';
import { createAppStore, type PageActionResult } from '@gentlebowl/platform';
import { errorReply, installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { type ShareStoryActionData, shareStoryAction } from './share-story-action';

const VISITOR = '203.0.113.7';

function send(fields: Record<string, string>): Promise<PageActionResult> {
  const store = createAppStore(undefined, { apiOrigin: 'http://api:3000', visitorAddress: VISITOR });
  return shareStoryAction({ form: new URLSearchParams({ form: 'share-story', ...fields }), dispatch: store.dispatch });
}

const complete = { firstName: ' Juniper ', town: 'Asheville', story: 'She is settled now.', consent: 'yes' };
const keptValues = { firstName: ' Juniper ', town: 'Asheville', story: 'She is settled now.', consent: true };

describe('the home page action for a story sent without scripts', () => {
  it("sends the story in the visitor's name, with consent, and returns to the form with \"story-sent\"", async () => {
    const { fetchMock, sent } = installFetchMock();
    fetchMock.mockResolvedValue(jsonReply({ message: OWNER_STORY_RECEIVED_MESSAGE }, 201));

    await expect(send(complete)).resolves.toEqual({ outcome: 'sent', query: { 'story-sent': '1' }, hash: 'share-your-story' });
    expect(sent()).toEqual([
      {
        url: 'http://api:3000/api/owner-stories',
        method: 'POST',
        body: { firstName: 'Juniper', town: 'Asheville', story: 'She is settled now.', consent: true },
      },
    ]);
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ 'X-Forwarded-For': VISITOR });
  });

  it('refuses an unticked consent and empty fields with 400 and their messages, every value kept, sending nothing', async () => {
    const { fetchMock } = installFetchMock();
    const { consent: _unticked, ...withoutConsent } = complete;

    await expect(send({ ...withoutConsent, town: '  ' })).resolves.toEqual({
      outcome: 'refused',
      status: 400,
      data: {
        form: 'share-story',
        values: { ...keptValues, town: '  ', consent: false },
        errors: { town: ownerStoryMessages.town, consent: ownerStoryMessages.consent },
      },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes a refusal's wait on, everything kept", async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockResolvedValue(refusedReply(1800));
    const result = await send(complete);

    expect(result).toMatchObject({ outcome: 'refused', status: 429, retryAfterSeconds: 1800 });
    const { data } = result as { data: ShareStoryActionData };
    expect(data.values).toEqual(keptValues);
    expect(data.notice).toMatchObject({ title: 'Your story was not sent', description: expect.stringMatching(/Please try again in about 30 minutes\./) });
  });

  it('answers a failed send with 502 and the reason, everything kept', async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockResolvedValue(errorReply(500, 'Internal Server Error'));
    const result = await send(complete);

    expect(result).toMatchObject({ outcome: 'refused', status: 502, data: { form: 'share-story', values: keptValues } });
  });
});
