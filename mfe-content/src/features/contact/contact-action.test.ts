import { contactMessages } from '@gentlebowl/contracts';
import { createAppStore, type PageActionResult } from '@gentlebowl/platform';
import { errorReply, installFetchMock, jsonReply, refusedReply } from '@gentlebowl/platform/testing';
import { type ContactActionData, contactAction } from './contact-action';

const VISITOR = '203.0.113.7';

function send(fields: Record<string, string>): Promise<PageActionResult> {
  const store = createAppStore(undefined, { apiOrigin: 'http://api:3000', visitorAddress: VISITOR });
  return contactAction({ form: new URLSearchParams(fields), dispatch: store.dispatch });
}

const complete = { name: 'Dana', email: 'dana@example.com', subject: 'allergy', message: 'Which foods have no chicken?' };

describe('the contact page action (the form sent without scripts)', () => {
  it('sends the message in the visitor\'s name and returns to the page with "sent"', async () => {
    const { fetchMock, sent } = installFetchMock();
    fetchMock.mockResolvedValue(jsonReply({ success: true }, 201));

    await expect(send(complete)).resolves.toEqual({ outcome: 'sent', query: { sent: '1' } });
    expect(sent()).toEqual([{ url: 'http://api:3000/api/contact', method: 'POST', body: complete }]);
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ 'X-Forwarded-For': VISITOR });
  });

  it('refuses missing fields with 400, the Missing Information notice, each message and every value, sending nothing', async () => {
    const { fetchMock } = installFetchMock();
    const result = await send({ name: 'Dana', email: '', subject: 'tools', message: '' });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toEqual({
      outcome: 'refused',
      status: 400,
      data: {
        values: { name: 'Dana', email: '', subject: 'tools', message: '' },
        errors: { email: contactMessages.email, message: contactMessages.message },
        notice: expect.objectContaining({ title: 'Missing Information', description: 'Please fill out all required fields.' }),
      },
    });
  });

  it('refuses an address that is not one with its message alone', async () => {
    installFetchMock();
    const result = await send({ ...complete, email: 'dana-at-example' });
    expect(result).toMatchObject({ outcome: 'refused', status: 400 });
    expect((result as { data: ContactActionData }).data).toEqual({ values: { ...complete, email: 'dana-at-example' }, errors: { email: contactMessages.email } });
  });

  it("keeps every value and passes a refusal's wait on", async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockResolvedValue(refusedReply(3600));
    const result = await send(complete);

    expect(result).toMatchObject({ outcome: 'refused', status: 429, retryAfterSeconds: 3600 });
    const { data } = result as { data: ContactActionData };
    expect(data.values).toEqual(complete);
    expect(data.notice).toEqual({
      title: 'Error',
      description: 'We have received too many requests from your internet connection. Please try again in about an hour.',
      variant: 'destructive',
    });
  });

  it('answers a failed send with 502 and the spec\'s Error notice, every value kept', async () => {
    const { fetchMock } = installFetchMock();
    fetchMock.mockResolvedValue(errorReply(500, 'Internal Server Error'));
    const result = await send(complete);

    expect(result).toMatchObject({ outcome: 'refused', status: 502 });
    expect((result as { data: ContactActionData }).data).toEqual({
      values: complete,
      notice: { title: 'Error', description: 'There was a problem sending your message. Please try again later.', variant: 'destructive' },
    });
  });
});
