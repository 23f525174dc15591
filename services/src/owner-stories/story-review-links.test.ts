import { signToken } from '../mail/signed-tokens.js';
import { checkReviewToken, reviewLinksExpireAt, storyReviewLink } from './story-review-links.js';

const mail = {
  smtpUrl: 'smtp://127.0.0.1:1025',
  from: 'Gentle Bowl <newsletter@gentlebowl.example>',
  contactInbox: 'editors@gentlebowl.example',
  siteOrigin: 'https://www.gentlebowl.example',
  signingSecret: 'a-test-secret-of-at-least-32-characters',
};
const STORY = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a0f';
const SENT = new Date('2026-12-01T10:00:00Z');
const EXPIRES = reviewLinksExpireAt(SENT, 30);

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('review links', () => {
  it("lead to the site's review page and work for as many days as an unreviewed story is kept", () => {
    const link = storyReviewLink(mail, STORY, 'approve', EXPIRES);
    expect(link).toMatch(/^https:\/\/www\.gentlebowl\.example\/owner-stories\/review\?token=[\w.-]+$/);
    expect(EXPIRES.toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(checkReviewToken(tokenOf(link), mail.signingSecret, new Date('2026-12-31T09:59:00Z'))).toEqual({
      status: 'valid',
      storyId: STORY,
      decision: 'approve',
    });
    expect(checkReviewToken(tokenOf(link), mail.signingSecret, EXPIRES)).toEqual({ status: 'expired' });
  });

  it('stand for the decision they were made for', () => {
    expect(checkReviewToken(tokenOf(storyReviewLink(mail, STORY, 'reject', EXPIRES)), mail.signingSecret, SENT)).toMatchObject({
      decision: 'reject',
    });
  });

  it('carry nothing the owner wrote, only the random id of the story', () => {
    const [payload] = tokenOf(storyReviewLink(mail, STORY, 'approve', EXPIRES)).split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))).toEqual(['approve-story', STORY, EXPIRES.getTime() / 1000]);
  });

  it('refuse a token of another kind, one signed with another key, and one whose decision was changed', () => {
    expect(checkReviewToken(signToken('confirm', STORY, mail.signingSecret, EXPIRES), mail.signingSecret, SENT)).toEqual({ status: 'invalid' });
    expect(checkReviewToken(signToken('approve-story', STORY, 'another-secret', EXPIRES), mail.signingSecret, SENT)).toEqual({ status: 'invalid' });
    const [, signature] = tokenOf(storyReviewLink(mail, STORY, 'reject', EXPIRES)).split('.');
    const [payload] = signToken('approve-story', STORY, 'another-secret', EXPIRES).split('.');
    expect(checkReviewToken(`${payload}.${signature}`, mail.signingSecret, SENT)).toEqual({ status: 'invalid' });
  });
});
