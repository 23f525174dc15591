import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Accounts of spec section 3. No screen uses them yet; the table exists so the schema is complete. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  username!: string;

  /** A password hash, never plain text. */
  @Column({ type: 'text' })
  password!: string;
}
