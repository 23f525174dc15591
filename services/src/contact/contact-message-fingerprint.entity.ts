import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * When a distinct message was last stored (RepeatSafeWrites migration): a message is stored only by
 * claiming its fingerprint, so an identical one sent again within the repeat window is not.
 */
@Entity({ name: 'contact_message_fingerprints' })
export class ContactMessageFingerprintEntity {
  /** SHA-256 of name, email, subject and message joined by U+001F, in hex (see ContactService). */
  @PrimaryColumn({ name: 'content_hash', type: 'text' })
  contentHash!: string;

  @Column({ name: 'stored_at', type: 'timestamptz' })
  storedAt!: Date;
}
