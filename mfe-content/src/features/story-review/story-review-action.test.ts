import { createAppStore, type PageActionResult } from '@gentlebowl/platform';
import { errorReply, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { storyReviewAction } from './story-review-action';

function press(token: string): Promise<PageActionResult> {
  const store = createAppStore(undefined, { apiOrigin: 'http://api:3000', visitorAddress: '198.51.100.4' });
  return storyReviewAction({ form: new URLSearchParams({ token }), dispatch: store.dispatch });
}

describe("the review page's button", () => {
  it.each(['approved', 'rejected'])('sends the token and returns to the page with the outcome (%s)', async (outcome) => {
    const { fetchMock, sent } = installFetchMock();
    fetchMock.mockResolvedValue(jsonReply({ outcome }));

    await expect(press('abc.def')).resolves.toEqual({ outcome: 'sent', query: { decided: outcome } });
    expect(sent()).toEqual([{ url: 'http://api:3000/api/owner-stories/review', method: 'POST', body: { token: 'abc.def' } }]);
  });

  it("keeps the token and the API's reason when the decision is refused", async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockResolvedValue(errorReply(410, 'Gone', JSON.stringify({ statusCode: 410, error: 'Gone', message: 'This review link has expired.' })));

    await expect(press('abc.def')).resolves.toEqual({
      outcome: 'refused',
      status: 400,
      data: { token: 'abc.def', reason: 'This review link has expired.' },
    });
  });

  it('gives a reason of its own when the API cannot be reached', async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const result = await press('abc.def');
    expect(result).toMatchObject({ outcome: 'refused', status: 502, data: { token: 'abc.def', reason: expect.stringMatching(/\S/) } });
  });
});
