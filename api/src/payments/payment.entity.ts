import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';

import type { PaymentMethod } from './payment-methods.js';

/**
 * CREATED: waiting for the buyer (or, for a bank transfer, for the money); DECLINED: the last capture was refused; PENDING: PayPal holds the capture;
 * VOIDED: the application changed its fee before the capture, so the order is never captured.
 */
type PaymentRecordStatus = 'CREATED' | 'DECLINED' | 'PENDING' | 'VOIDED' | 'COMPLETED';

const amount: ValueTransformer = { to: (value: number) => value, from: (value: string) => Number(value) };

/**
 * One payment of an application by one method: a PayPal order (order_id, its capture capture_id) or a bank transfer
 * (order_id its payment reference, capture_id the bank's transaction reference), with the amount the server set.
 */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  order_id!: string;

  @Column({ type: 'varchar', default: 'paypal' })
  method!: PaymentMethod;

  /** What the method added to the fee (amount includes it). */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: amount, default: 0 })
  surcharge!: number;

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

  /** A bank transfer: what staff confirmed as received so far (less than amount: the rest is awaited). */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: amount, default: 0 })
  received_amount!: number;

  /** A bank transfer: when its one reminder went. */
  @Column({ type: 'timestamptz', nullable: true })
  reminded_at!: Date | null;

  /** Why the payment was voided: 'fee-changed' (the answers changed its fee) or 'expired' (a transfer never came). */
  @Column({ type: 'varchar', nullable: true })
  voided_reason!: string | null;

  /** Declined capture attempts of this order; three across an application's orders block it. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
