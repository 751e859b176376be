import type { FormDefinition } from '@evisa/forms';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const DEFINITION_STATUSES = ['draft', 'published', 'archived'] as const;
type DefinitionStatus = (typeof DEFINITION_STATUSES)[number];

/**
 * One version of a form definition: its source files (laid out as forms/india-evisa) and, once they build, what is
 * served from them. A version number is never reused and a published or archived version never changes, so the
 * applications pinned to it and the browsers caching it read the same definition for ever.
 */
@Entity('form_definitions')
export class FormDefinitionVersion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  form_id!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'varchar' })
  status!: DefinitionStatus;

  @Column({ type: 'text', default: '' })
  note!: string;

  /** Path -> JSON, exactly the layout of forms/india-evisa; `json` keeps the key order, which is the order of fields. */
  @Column({ type: 'json' })
  files!: Record<string, unknown>;

  /** buildVersion(files).definition, with this version's number; null while a draft's files do not build. */
  @Column({ type: 'json', nullable: true })
  definition!: FormDefinition | null;

  /** Each step's validator module (ES module source) by step id; null while a draft's files do not build. */
  @Column({ type: 'jsonb', nullable: true, select: false })
  validators!: Record<string, string> | null;

  /** contentHash(files) of a build; null while a draft's files do not build. */
  @Column({ type: 'varchar', nullable: true })
  hash!: string | null;

  /** Stored from the forms/ folder at start-up, not written by an editor. */
  @Column({ type: 'boolean', default: false })
  shipped!: boolean;

  @Column({ type: 'varchar', nullable: true })
  created_by!: string | null;

  /** The number of saves: a draft save names the revision it edited, so two editors never overwrite each other. */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  /** Who saved it last (null until someone saves it after creating it). */
  @Column({ type: 'varchar', nullable: true })
  updated_by!: string | null;

  /** The version a draft was made from (null for a shipped version). */
  @Column({ type: 'integer', nullable: true })
  base_version!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;

  @Column({ type: 'varchar', nullable: true })
  published_by!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  published_at!: Date | null;
}
