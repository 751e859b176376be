import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const ROLES = ['admin', 'staff', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** A consultancy staff account. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  email!: string;

  @Column({ type: 'varchar' })
  password_hash!: string;

  @Column({ type: 'varchar' })
  role!: Role;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  /** The TOTP key (base32): pending while totp_enabled is false, until the first code proves the app has it. */
  @Column({ type: 'varchar', nullable: true, select: false })
  totp_secret!: string | null;

  @Column({ type: 'boolean', default: false })
  totp_enabled!: boolean;

  /** The last time step a code was accepted for: a code is good once (no replay). */
  @Column({ type: 'bigint', nullable: true, select: false })
  totp_last_step!: string | null;

  /** SHA-256 of each unused recovery code. */
  @Column({ type: 'jsonb', default: [], select: false })
  recovery_codes!: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
