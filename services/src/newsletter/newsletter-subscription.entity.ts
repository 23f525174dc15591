import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Trimmed and lower-cased before storing, so the unique constraint means one row per inbox. */
  @Column({ type: 'text', unique: true })
  email!: string;

  /** What the links of its mails name (signed, see signed-tokens.ts) instead of the address: a random
   * key, so that a link shows nothing of whom it was sent to. */
  @Column({ name: 'link_key', type: 'uuid', unique: true, default: () => 'gen_random_uuid()' })
  linkKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The latest sign-up with this address (a repeat updates it, see NewsletterService). */
  @Column({ name: 'last_signed_up_at', type: 'timestamptz', default: () => 'now()' })
  lastSignedUpAt!: Date;

  /** When the owner followed the confirmation link; only a confirmed address is a subscriber. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** The latest confirmation mail (at most one an hour, see NewsletterService). */
  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt!: Date | null;
}
