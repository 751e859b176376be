import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';

/** A country's amounts by fee code (the codes of the definition's fee schedule: eConference, tourist30Days ...). */
export type FeeAmounts = Record<string, number>;

// node-postgres returns numeric columns as strings so that no precision is lost; amounts have two decimals.
const amount: ValueTransformer = { to: (value: number) => value, from: (value: string) => Number(value) };

/** A nationality's fee record (upper case, as the Nationality list spells it); its amounts are FeeAmount rows. */
@Entity('fees')
export class Fee {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  country!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}

/** The USD amount of one fee code for one country; staff edit them. */
@Entity('fee_amounts')
export class FeeAmount {
  @PrimaryColumn({ type: 'uuid' })
  fee_id!: string;

  @PrimaryColumn({ type: 'varchar' })
  code!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: amount })
  amount!: number;
}
