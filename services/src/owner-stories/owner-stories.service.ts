import {
  type ExampleOwnerStory,
  OWNER_STORIES_SHOWN,
  OWNER_STORY_RECEIVED_MESSAGE,
  type OwnerStoryDecision,
  type OwnerStoryDecisionOutcome,
  type OwnerStoryRequest,
  type OwnerStoryResponse,
  type OwnerStoryReview,
  type PublishedOwnerStory,
  type ShownOwnerStory,
} from '@gentlebowl/contracts';
import { BadRequestException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, Repository } from 'typeorm';
import { JsonSnapshot } from '../common/json-snapshot.js';
import { ReadCache } from '../common/read-cache.js';
import { API_PREFIX } from '../config/api-prefix.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContentBackedReads } from '../content/content-backed-reads.js';
import { ContentEvents } from '../content/content-events.js';
import { CONTENT_CHANNEL } from '../content/content-importer.js';
import { storyReviewMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { OwnerStoryEntity } from './owner-story.entity.js';
import { checkReviewToken, reviewLinksExpireAt, storyReviewLink } from './story-review-links.js';

/** The example stories the API may show (none when EXAMPLE_STORIES=false). */
export const EXAMPLE_STORIES = Symbol('EXAMPLE_STORIES');

export const INVALID_REVIEW_LINK_MESSAGE = 'This review link is not valid.';
export const EXPIRED_REVIEW_LINK_MESSAGE = 'This review link has expired.';
export const STORY_GONE_MESSAGE = 'This story is no longer there: it was rejected, or deleted after waiting too long for review.';

function published(story: OwnerStoryEntity, publishedAt: Date): PublishedOwnerStory {
  return {
    kind: 'owner',
    id: story.id,
    firstName: story.firstName,
    town: story.town,
    story: story.story,
    publishedAt: publishedAt.toISOString(),
  };
}

/**
 * Owners' stories: stored unpublished with the owner's consent, mailed to the editors with a signed
 * link to approve and one to reject, shown once approved. The links only open a review page: a
 * story changes on the POST of that page's button, never on a GET, which mail scanners make.
 */
@Injectable()
export class OwnerStoriesService extends ContentBackedReads {
  private shownSnapshot = new JsonSnapshot([]);

  constructor(
    @InjectRepository(OwnerStoryEntity) private readonly stories: Repository<OwnerStoryEntity>,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EXAMPLE_STORIES) private readonly examples: ExampleOwnerStory[],
    contentEvents: ContentEvents,
    private readonly readCache: ReadCache,
  ) {
    super(contentEvents);
  }

  /** The newest approved stories, or while there is none the examples: what the home page shows on
   * every render, so it is read from memory, loaded again whenever an editor decides on a story. */
  shown(): JsonSnapshot {
    return this.shownSnapshot;
  }

  protected async load(): Promise<void> {
    const approved = await this.stories.find({
      where: { publishedAt: Not(IsNull()) },
      order: { publishedAt: 'DESC' },
      take: OWNER_STORIES_SHOWN,
    });
    const shown: ShownOwnerStory[] =
      approved.length > 0
        ? approved.flatMap((story) => (story.publishedAt ? [published(story, story.publishedAt)] : []))
        : this.examples.slice(0, OWNER_STORIES_SHOWN);
    this.shownSnapshot = new JsonSnapshot(shown);
    this.readCache.publish('owner-stories', new Map([[`/${API_PREFIX}/owner-stories`, this.shownSnapshot]]));
  }

  /** Stores a story unpublished and mails it to the editors' inbox with its two review links. */
  async receive(request: OwnerStoryRequest): Promise<OwnerStoryResponse> {
    // One INSERT without save()'s transaction around it, which a database that stops answering would
    // make wait out the time limit twice (for BEGIN, then for ROLLBACK) before the API answers 503.
    const story = await this.stories.save(
      this.stories.create({ firstName: request.firstName, town: request.town, story: request.story }),
      { transaction: false },
    );
    const expiresAt = reviewLinksExpireAt(story.createdAt, this.config.retentionDays);
    this.mailer.dispatch({
      to: this.config.mail.contactInbox,
      ...storyReviewMail({
        firstName: story.firstName,
        town: story.town,
        story: story.story,
        approveUrl: storyReviewLink(this.config.mail, story.id, 'approve', expiresAt),
        rejectUrl: storyReviewLink(this.config.mail, story.id, 'reject', expiresAt),
        validDays: this.config.retentionDays,
      }),
    }, { kind: 'owner-story-review', id: story.id });
    return { message: OWNER_STORY_RECEIVED_MESSAGE };
  }

  /** The story a review link names, for its page: read only, so a scanner opening it changes nothing. */
  async review(token: string): Promise<OwnerStoryReview> {
    const { story, decision } = await this.storyOfLink(token);
    return {
      decision,
      firstName: story.firstName,
      town: story.town,
      story: story.story,
      sentAt: story.createdAt.toISOString(),
      publishedAt: story.publishedAt?.toISOString() ?? null,
    };
  }

  /**
   * Carries out a review link's decision, as its page's button asks: approving publishes the story
   * (again: it stays published since its first approval), rejecting deletes it, published or not.
   */
  async decide(token: string): Promise<OwnerStoryDecisionOutcome> {
    const { story, decision } = await this.storyOfLink(token);
    if (decision === 'reject') {
      await this.stories.delete({ id: story.id });
    } else {
      await this.stories.update({ id: story.id, publishedAt: IsNull() }, { publishedAt: () => 'now()' });
    }
    await this.storiesChanged();
    return decision === 'reject' ? 'rejected' : 'approved';
  }

  /** Every instance of the API shows the stories as decided: this one at once, the others when the
   * content notification reaches them. */
  private async storiesChanged(): Promise<void> {
    await this.refresh();
    // Raw SQL on purpose: TypeORM has no API for PostgreSQL's NOTIFY.
    await this.stories.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, this.config.databaseSchema]);
  }

  /** Deletes the stories that waited for review longer than `days` (the retention job). */
  async deleteUnreviewedOlderThan(days: number, now: Date = new Date()): Promise<number> {
    const sentBefore = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const { affected } = await this.stories.delete({ publishedAt: IsNull(), createdAt: LessThan(sentBefore) });
    return affected ?? 0;
  }

  private async storyOfLink(token: string): Promise<{ story: OwnerStoryEntity; decision: OwnerStoryDecision }> {
    const check = checkReviewToken(token, this.config.mail.signingSecret);
    if (check.status === 'invalid') throw new BadRequestException(INVALID_REVIEW_LINK_MESSAGE);
    if (check.status === 'expired') throw new GoneException(EXPIRED_REVIEW_LINK_MESSAGE);
    const story = await this.stories.findOneBy({ id: check.storyId });
    if (!story) throw new NotFoundException(STORY_GONE_MESSAGE);
    return { story, decision: check.decision };
  }
}
