import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const ENQUIRY_STATUSES = ['NEW', 'ANSWERED'] as const;
type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** A message sent through the contact form, kept for staff to answer. */
@Entity('enquiries')
export class Enquiry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  Given_Name!: string;

  @Column({ type: 'varchar' })
  Email!: string;

  @Column({ type: 'varchar' })
  contact_no!: string;

  @Column({ type: 'varchar' })
  Nationality!: string;

  @Column({ type: 'text' })
  remarks!: string;

  @Column({ type: 'varchar', default: 'NEW' })
  status!: EnquiryStatus;

  @Column({ type: 'timestamptz', nullable: true })
  answered_at!: Date | null;

  /** E-mail of the staff member who marked it answered (the audit log has their user id). */
  @Column({ type: 'varchar', nullable: true })
  answered_by!: string | null;

  /** The application the message names by its id, when one exists (found in the text when it came). */
  @Column({ type: 'varchar', nullable: true })
  sku_id!: string | null;

  /** The site's language the message was sent in (SITE_LANGUAGES): its acknowledgement and replies are framed in it; null: English. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
