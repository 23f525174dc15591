import { createAppStore, type PageActionResult } from '@gentlebowl/platform';
import { installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { newsletterAction } from './newsletter-action';

function signUp(email: string): Promise<PageActionResult> {
  const store = createAppStore(undefined, { apiOrigin: 'http://api:3000', visitorAddress: '203.0.113.7' });
  return newsletterAction({ form: new URLSearchParams({ email }), dispatch: store.dispatch });
}

describe('the home page action (the newsletter sign-up sent without scripts)', () => {
  it('signs the address up and returns to the newsletter section with "subscribed"', async () => {
    const { fetchMock, sent } = installFetchMock();
    fetchMock.mockResolvedValue(jsonReply({ message: 'ok' }, 201));

    await expect(signUp(' owner@example.com ')).resolves.toEqual({ outcome: 'sent', query: { subscribed: '1' }, hash: 'newsletter' });
    expect(sent()).toEqual([{ url: 'http://api:3000/api/newsletter-subscribe', method: 'POST', body: { email: 'owner@example.com' } }]);
  });

  it('refuses what is not an address with 400 and the field message, the address kept, sending nothing', async () => {
    const { fetchMock } = installFetchMock();
    await expect(signUp('not-an-address')).resolves.toEqual({
      outcome: 'refused',
      status: 400,
      data: { form: 'newsletter', values: { email: 'not-an-address' }, errors: { email: 'Please enter a valid email address' } },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers an API it cannot reach as the proxy does: 502, 'Subscription failed' and the service's words", async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(signUp('owner@example.com')).resolves.toEqual({
      outcome: 'refused',
      status: 502,
      data: {
        form: 'newsletter',
        values: { email: 'owner@example.com' },
        notice: {
          title: 'Subscription failed',
          description: '502: The service is unavailable right now. Please try again shortly.',
          variant: 'destructive',
        },
      },
    });
  });
});
