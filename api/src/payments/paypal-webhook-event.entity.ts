import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A verified PayPal webhook event that has been acted on; a second delivery of the same id changes nothing. */
@Entity('paypal_webhook_events')
export class PayPalWebhookEventRecord {
  @PrimaryColumn({ type: 'varchar' })
  id!: string;

  @Column({ type: 'varchar' })
  event_type!: string;

  @Column({ type: 'varchar', nullable: true })
  order_id!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
