import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

type CorrectionStatus = 'OPEN' | 'WITHDRAWN' | 'SUBMITTED';

/**
 * One round of corrections staff asked for on a paid application: the fields (answers and uploads alike) the
 * applicant may change and why. Rounds are never deleted: a withdrawn or submitted one stays as history, with the
 * values before (when asked) and after (when sent back).
 */
@Entity('correction_requests')
export class CorrectionRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  application_id!: string;

  /** 1 for the first request on an application, then 2, 3, ... */
  @Column({ type: 'integer' })
  round!: number;

  /** Field names of the definition the application is pinned to. */
  @Column({ type: 'jsonb' })
  fields!: string[];

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', default: 'OPEN' })
  status!: CorrectionStatus;

  @Column({ type: 'uuid', nullable: true })
  requested_by_id!: string | null;

  @Column({ type: 'varchar', nullable: true })
  requested_by_email!: string | null;

  /** The requested fields' values when staff asked. */
  @Column({ type: 'jsonb', default: {} })
  before!: Record<string, unknown>;

  /** The requested fields' values when the applicant sent them back (null until then). */
  @Column({ type: 'jsonb', nullable: true })
  after!: Record<string, unknown> | null;

  /** Who withdrew the request (staff e-mail); null when open or submitted by the applicant. */
  @Column({ type: 'varchar', nullable: true })
  closed_by_email!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  closed_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
