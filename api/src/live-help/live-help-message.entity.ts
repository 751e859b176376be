import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LiveHelpContext } from './live-help-conversation.entity.js';

export const LIVE_HELP_AUTHORS = ['applicant', 'staff'] as const;

/** One message of a conversation; ids are one ascending sequence, what clients resume from. */
@Entity('live_help_messages')
export class LiveHelpMessage {
  // bigserial: node-postgres reads it as text, the service turns it into a number.
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'uuid' })
  conversation_id!: string;

  @Column({ type: 'varchar' })
  author!: (typeof LIVE_HELP_AUTHORS)[number];

  @Column({ type: 'text' })
  text!: string;

  /** The applicant's page, step and field when they wrote it. */
  @Column({ type: 'jsonb', nullable: true })
  context!: LiveHelpContext | null;

  @Column({ type: 'uuid', nullable: true })
  user_id!: string | null;

  @Column({ type: 'varchar', nullable: true })
  user_email!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
