import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What a saved reply is for: answering an enquiry, or asking an applicant for corrections. */
export const REPLY_TEMPLATE_USES = ['enquiry', 'correction'] as const;
export type ReplyTemplateUse = (typeof REPLY_TEMPLATE_USES)[number];

/** A saved reply staff pick when they answer an enquiry or ask for corrections; the text it fills in stays editable. */
@Entity('reply_templates')
export class ReplyTemplate {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  title!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'varchar' })
  use!: ReplyTemplateUse;

  /** The e-mail of the staff member who last saved it. */
  @Column({ type: 'varchar', nullable: true })
  updated_by!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
