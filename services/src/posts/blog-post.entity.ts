import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'blog_posts' })
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  /** Sanitized HTML rendered from the post's Markdown. */
  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text', array: true })
  tags!: string[];

  /** Minutes. */
  @Column({ name: 'read_time', type: 'integer' })
  readTime!: number;

  /** ISO date (YYYY-MM-DD), text as in the spec. */
  @Column({ name: 'published_at', type: 'text' })
  publishedAt!: string;

  @Column({ name: 'meta_description', type: 'text' })
  metaDescription!: string;

  @Column({ name: 'meta_keywords', type: 'text' })
  metaKeywords!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
