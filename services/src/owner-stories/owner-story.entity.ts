import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A story an owner sent from the home page with their consent to publish it. It is shown only once
 * an editor has approved it (published_at); a rejected story is deleted, and one nobody reviews is
 * deleted after RETENTION_DAYS by the retention job.
 */
@Entity({ name: 'owner_stories' })
export class OwnerStoryEntity {
  /** A random id: review links name it, and it says nothing about who sent what, or how many. */
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ type: 'text' })
  town!: string;

  @Column({ type: 'text' })
  story!: string;

  /** When the owner sent it, ticking the consent the API requires of every story. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When an editor approved it; null while it waits for review. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
