import type { BlogCategory, BlogPost, BlogPostSummary } from '@gentlebowl/contracts';
import type { BlogPostEntity } from '../blog-post.entity.js';

export function toBlogPost(entity: BlogPostEntity): BlogPost {
  return {
    id: entity.id,
    title: entity.title,
    slug: entity.slug,
    excerpt: entity.excerpt,
    content: entity.content,
    imageUrl: entity.imageUrl,
    category: entity.category as BlogCategory,
    tags: entity.tags,
    readTime: entity.readTime,
    publishedAt: entity.publishedAt,
    metaDescription: entity.metaDescription,
    metaKeywords: entity.metaKeywords,
  };
}

export function toBlogPostSummary(entity: BlogPostEntity): BlogPostSummary {
  const { content: _content, ...summary } = toBlogPost(entity);
  return summary;
}
