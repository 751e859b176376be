import type { FormKind } from '@evisa/forms';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A form of the catalogue: its versions (form_definitions) and submissions belong to it by its id. */
@Entity('forms')
export class FormRecord {
  /** Also its public address (`/forms/{id}` for a generic form); never changes. */
  @PrimaryColumn({ type: 'varchar' })
  id!: string;

  @Column({ type: 'varchar' })
  title!: string;

  @Column({ type: 'varchar' })
  kind!: FormKind;

  /** The editor who made it; null for the forms shipped with the product. */
  @Column({ type: 'varchar', nullable: true })
  created_by!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
