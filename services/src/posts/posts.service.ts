import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JsonSnapshot } from '../common/json-snapshot.js';
import { ReadCache } from '../common/read-cache.js';
import { API_PREFIX } from '../config/api-prefix.js';
import { ContentEvents } from '../content/content-events.js';
import { BlogPostEntity } from './blog-post.entity.js';
import { toBlogPost, toBlogPostSummary } from './dto/blog-post.dto.js';

/**
 * Serves blog posts from memory: posts change only when content is imported, so the answers are
 * serialized once per import instead of once per request.
 */
@Injectable()
export class PostsService implements OnApplicationBootstrap, OnModuleDestroy {
  private listSnapshot = new JsonSnapshot([]);
  private postSnapshots = new Map<string, JsonSnapshot>();
  private unsubscribe: (() => void) | undefined;
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    private readonly contentEvents: ContentEvents,
    private readonly readCache: ReadCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.unsubscribe = this.contentEvents.subscribe(() => this.refresh());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Reloads from the database; concurrent calls run one after another so the newest data wins. */
  refresh(): Promise<void> {
    this.refreshing = this.refreshing.catch(() => undefined).then(() => this.load());
    return this.refreshing;
  }

  /** Newest first, without bodies. */
  list(): JsonSnapshot {
    return this.listSnapshot;
  }

  findBySlug(slug: string): JsonSnapshot | undefined {
    return this.postSnapshots.get(slug);
  }

  private async load(): Promise<void> {
    const rows = await this.posts.find({ order: { publishedAt: 'DESC', id: 'ASC' } });
    this.listSnapshot = new JsonSnapshot(rows.map(toBlogPostSummary));
    this.postSnapshots = new Map(rows.map((row) => [row.slug, new JsonSnapshot(toBlogPost(row))]));
    this.readCache.publish(
      'posts',
      new Map([
        [`/${API_PREFIX}/blog-posts`, this.listSnapshot],
        ...[...this.postSnapshots].map(([slug, snapshot]) => [`/${API_PREFIX}/blog-posts/${encodeURIComponent(slug)}`, snapshot] as const),
      ]),
    );
  }
}
