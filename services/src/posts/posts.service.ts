import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JsonSnapshot } from '../common/json-snapshot.js';
import { ReadCache } from '../common/read-cache.js';
import { API_PREFIX } from '../config/api-prefix.js';
import { ContentBackedReads } from '../content/content-backed-reads.js';
import { ContentEvents } from '../content/content-events.js';
import { BlogPostEntity } from './blog-post.entity.js';
import { toBlogPost, toBlogPostSummary } from './dto/blog-post.dto.js';

/**
 * Serves blog posts from memory: posts change only when content is imported, so the answers are
 * serialized once per import instead of once per request.
 */
@Injectable()
export class PostsService extends ContentBackedReads {
  private listSnapshot = new JsonSnapshot([]);
  private postSnapshots = new Map<string, JsonSnapshot>();

  constructor(
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    contentEvents: ContentEvents,
    private readonly readCache: ReadCache,
  ) {
    super(contentEvents);
  }

  /** Newest first, without bodies. */
  list(): JsonSnapshot {
    return this.listSnapshot;
  }

  findBySlug(slug: string): JsonSnapshot | undefined {
    return this.postSnapshots.get(slug);
  }

  protected async load(): Promise<void> {
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
