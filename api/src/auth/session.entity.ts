import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in staff session; only the SHA-256 of the bearer token is stored. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  user_id!: string;

  @Column({ type: 'char', length: 64 })
  token_hash!: string;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  /** The last request made with it: a session idle longer than STAFF_IDLE_MINUTES has ended. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  last_seen_at!: Date;

  /** A session that may only set up the second factor, which an admin requires and the account lacks. */
  @Column({ type: 'boolean', default: false })
  enrolment_only!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
