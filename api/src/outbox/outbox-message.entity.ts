import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** SENT: handed to the SMTP server; STORED: no SMTP server configured, kept for staff; FAILED: SMTP refused it. */
export type OutboxStatus = 'SENT' | 'STORED' | 'FAILED';

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

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
