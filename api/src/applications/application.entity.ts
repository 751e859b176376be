import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { IncompleteStep, ReviewStatus } from '@evisa/forms';
import type { PaymentStatus } from '../application-life/life.js';

/**
 * Form values live in `data`; the columns beside it are copies staff search and filter on, and the states and dates
 * of the application's life, which only its transitions write (application-life/life.ts).
 */
@Entity('applications')
export class Application {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  sku_id!: string;

  @Column({ type: 'varchar', default: 'UNPAID' })
  payment_status!: PaymentStatus;

  @Column({ type: 'varchar', default: 'NEW' })
  review_status!: ReviewStatus;

  @Column({ type: 'varchar', nullable: true })
  Visa_Service!: string | null;

  @Column({ type: 'varchar', nullable: true })
  Nationality!: string | null;

  @Column({ type: 'varchar', nullable: true })
  Email!: string | null;

  @Column({ type: 'varchar', nullable: true })
  Surname!: string | null;

  @Column({ type: 'varchar', nullable: true })
  Given_Name!: string | null;

  @Column({ type: 'varchar', nullable: true })
  Application_Type!: string | null;

  /** YYYY-MM-DD, as the form stores it (sorts and compares as text). */
  @Column({ type: 'varchar', nullable: true })
  Expected_Date_of_Arrival!: string | null;

  /** Given name and surname as search compares them (searchName.ts), written with every save of the answers. */
  @Column({ type: 'varchar', nullable: true, select: false })
  search_name!: string | null;

  /**
   * The steps whose rules the answers do not meet yet, and the day (UTC) they were checked (completeness.ts): the
   * applicant's View-application reads them; staff see steps_complete.
   */
  @Column({ type: 'jsonb', nullable: true, select: false })
  incomplete_steps!: IncompleteStep[] | null;

  @Column({ type: 'date', nullable: true, select: false })
  checked_on!: string | null;

  /** Steps meeting their rules, of steps_total (completeness.ts), written with every save of the answers. */
  @Column({ type: 'smallint', nullable: true })
  steps_complete!: number | null;

  @Column({ type: 'smallint', nullable: true })
  steps_total!: number | null;

  /** When the payment was captured: an urgent application's deadline counts from here (urgency.ts). */
  @Column({ type: 'timestamptz', nullable: true })
  paid_at!: Date | null;

  /** The staff member the application is assigned to ('My queue'). */
  @Column({ type: 'uuid', nullable: true })
  assignee_id!: string | null;

  @Column({ type: 'integer' })
  form_version!: number;

  /** The applicant's language (a SITE_LANGUAGES code): its e-mails and documents are worded in it; null: English. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;

  /** Set by the payment code while a capture runs: until then no save may change the answers (or the fee). */
  @Column({ type: 'timestamptz', nullable: true })
  payment_hold_until!: Date | null;

  @Column({ type: 'jsonb', default: {} })
  data!: Record<string, unknown>;

  /** When staff last ended their work on it (DECIDED_STATUSES): a paid application's retention counts from here. */
  @Column({ type: 'timestamptz', nullable: true })
  review_decided_at!: Date | null;

  /** When staff first took it into review. */
  @Column({ type: 'timestamptz', nullable: true })
  in_review_at!: Date | null;

  /** The day it was submitted to the government (YYYY-MM-DD), and the reference the government gave it. */
  @Column({ type: 'date', nullable: true })
  submitted_at!: string | null;

  @Column({ type: 'varchar', nullable: true })
  government_reference!: string | null;

  /** The stored name of the decision document (the e-Visa or the refusal letter), an upload of this application. */
  @Column({ type: 'varchar', nullable: true })
  decision_document!: string | null;

  /** When the payment was (last) refunded, in part or in full. */
  @Column({ type: 'timestamptz', nullable: true })
  refunded_at!: Date | null;

  /** Set when the answers, files and e-mails were erased (retention or a request); the row stays for the accounts. */
  @Column({ type: 'timestamptz', nullable: true })
  erased_at!: Date | null;

  /** When the applicant last sent back the corrections staff asked for (the console's 'corrected' marker). */
  @Column({ type: 'timestamptz', nullable: true })
  corrected_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}

/**
 * The promoted columns that say something of the person: erasing an application blanks them with its answers (and
 * search_name, made of the names). The service and processing type stay, for the figures.
 */
export const PERSONAL_PROMOTED_FIELDS = ['Nationality', 'Email', 'Surname', 'Given_Name', 'Expected_Date_of_Arrival'] as const;

/** The promoted columns, each a copy of the form value of the same name. */
export const PROMOTED_FIELDS = ['Visa_Service', 'Application_Type', ...PERSONAL_PROMOTED_FIELDS] as const;
