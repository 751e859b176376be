import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  @Column({ type: 'text' })
  text!: string;

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
