import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditResource } from './audit-logs.schemas.js';

/**
 * One change made in the back office, one staff read of applicant data (action view, download, list), a sign-in
 * event or an erasure. `changes` maps each changed field to `{ from, to }`, or to a plain value
 * for what has no previous state (a note added, a password reset); secrets are never written here.
 */
@Entity('audit_logs')
export class AuditLog {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  user_id!: string | null;

  @Column({ type: 'varchar', nullable: true })
  user_email!: string | null;

  @Column({ type: 'varchar' })
  action!: AuditAction;

  @Column({ type: 'varchar' })
  resource!: AuditResource;

  @Column({ type: 'varchar' })
  record_id!: string;

  @Column({ type: 'jsonb', default: {} })
  changes!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
