import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MailAttachmentRef } from './mail-attachments.js';
import type { MailMessage } from './templates/mail-message.js';

/**
 * PENDING: queued, waiting for a worker (or for its next retry); SENT: handed to the SMTP server; STORED: no SMTP
 * server configured, kept for staff; FAILED: refused for good, or every attempt failed.
 */
type OutboxStatus = 'PENDING' | 'SENT' | 'STORED' | 'FAILED';

@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  to!: string;

  @Column({ type: 'varchar' })
  subject!: string;

  /** The text part, as staff read it. */
  @Column({ type: 'text' })
  text!: string;

  /** What the template wrote, from which the worker makes the HTML part; null for mail queued before templates. */
  @Column({ type: 'jsonb', nullable: true })
  message!: MailMessage | null;

  /** The documents attached when it is sent. */
  @Column({ type: 'jsonb', default: [] })
  attachments!: MailAttachmentRef[];

  @Column({ type: 'varchar' })
  status!: OutboxStatus;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** When a worker may (next) try it; while one is sending it, the end of that worker's lease. */
  @Column({ type: 'timestamptz', nullable: true })
  next_attempt_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_attempt_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
