import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Where the applicant was when they wrote: the page, and the step and field in focus when there was one. */
export interface LiveHelpContext {
  page: string;
  step?: string | null;
  field?: string | null;
}

/** An applicant's live-help conversation with staff; only its token (or a staff session) opens it. */
@Entity('live_help_conversations')
export class LiveHelpConversation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The applicant's credential: 192 random bits, in the panel's storage and the e-mailed link. */
  @Column({ type: 'varchar' })
  token!: string;

  /** The application the applicant was filling in, when there was one. */
  @Column({ type: 'varchar', nullable: true })
  sku_id!: string | null;

  /** Where a reply is e-mailed while the applicant is away: given in the panel, or the application's. */
  @Column({ type: 'varchar', nullable: true })
  email!: string | null;

  @Column({ type: 'jsonb', default: {} })
  context!: LiveHelpContext;

  /** The first applicant message staff have not answered yet; null once answered (the queue's order). */
  @Column({ type: 'timestamptz', nullable: true })
  waiting_since!: Date | null;

  @Column({ type: 'timestamptz' })
  last_message_at!: Date;

  @Column({ type: 'varchar' })
  last_author!: 'applicant' | 'staff';

  @Column({ type: 'uuid', nullable: true })
  assignee_id!: string | null;

  @Column({ type: 'varchar', nullable: true })
  assignee_email!: string | null;

  /** Kept in the future by the applicant's open panels (any replica); a staff reply after it is e-mailed. */
  @Column({ type: 'timestamptz', nullable: true })
  applicant_active_until!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
