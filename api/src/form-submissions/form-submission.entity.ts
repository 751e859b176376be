import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The answers sent through a generic form, as its published version checked and cleaned them. */
@Entity('form_submissions')
export class FormSubmission {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  form_id!: string;

  /** The version whose rules checked it: its answers are read with that version's fields and titles. */
  @Column({ type: 'integer' })
  form_version!: number;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
