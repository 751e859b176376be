import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';

/**
 * CREATED: waiting for the buyer; DECLINED: the last capture was refused; PENDING: PayPal holds the capture;
 * VOIDED: the application changed its fee before the capture, so the order is never captured.
 */
type PaymentRecordStatus = 'CREATED' | 'DECLINED' | 'PENDING' | 'VOIDED' | 'COMPLETED';

const amount: ValueTransformer = { to: (value: number) => value, from: (value: string) => Number(value) };

/** One PayPal order for an application, with the amount the server set and what became of its captures. */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  order_id!: string;

  @Column({ type: 'varchar', nullable: true })
  capture_id!: string | null;

  @Column({ type: 'varchar' })
  sku_id!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: amount })
  amount!: number;

  @Column({ type: 'varchar' })
  currency!: string;

  @Column({ type: 'varchar', default: 'CREATED' })
  status!: PaymentRecordStatus;

  /** Declined capture attempts of this order; three across an application's orders block it. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
