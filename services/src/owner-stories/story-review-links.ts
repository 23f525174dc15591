import { OWNER_STORY_REVIEW_PAGE_PATH, OWNER_STORY_TOKEN_PARAMETER, type OwnerStoryDecision } from '@gentlebowl/contracts';
import type { MailConfig } from '../config/app-config.js';
import { checkToken, signToken, type TokenPurpose } from '../mail/signed-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const PURPOSES: Record<OwnerStoryDecision, TokenPurpose> = { approve: 'approve-story', reject: 'reject-story' };

/**
 * When a story's review links stop working: when the story, if nobody reviewed it, is deleted
 * (RETENTION_DAYS after it was sent), so a link works exactly as long as its story waits.
 */
export function reviewLinksExpireAt(sentAt: Date, retentionDays: number): Date {
  return new Date(sentAt.getTime() + retentionDays * DAY_MS);
}

/** The address of the review page for one decision on one story. The token names the story's
 * random id and the decision, signed; nothing the owner wrote. */
export function storyReviewLink(config: MailConfig, storyId: string, decision: OwnerStoryDecision, expiresAt: Date): string {
  const token = signToken(PURPOSES[decision], storyId, config.signingSecret, expiresAt);
  return `${config.siteOrigin}${OWNER_STORY_REVIEW_PAGE_PATH}?${new URLSearchParams({ [OWNER_STORY_TOKEN_PARAMETER]: token })}`;
}

export type ReviewTokenCheck =
  | { status: 'valid'; storyId: string; decision: OwnerStoryDecision }
  | { status: 'expired' }
  | { status: 'invalid' };

/** Which story and decision a review link's token stands for; forged or altered: invalid. */
export function checkReviewToken(token: string, secret: string, now: Date = new Date()): ReviewTokenCheck {
  for (const decision of Object.keys(PURPOSES) as OwnerStoryDecision[]) {
    const check = checkToken(token, PURPOSES[decision], secret, now);
    if (check.status === 'valid') return { status: 'valid', storyId: check.subject, decision };
    if (check.status === 'expired') return check;
  }
  return { status: 'invalid' };
}
