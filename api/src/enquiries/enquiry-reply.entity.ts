import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A staff member's answer to an enquiry, e-mailed to the enquirer through the outbox and kept with the enquiry. */
@Entity('enquiry_replies')
export class EnquiryReply {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  enquiry_id!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'uuid', nullable: true })
  user_id!: string | null;

  @Column({ type: 'varchar' })
  user_email!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
