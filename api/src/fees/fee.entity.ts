import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';

/** The ten amounts of a country's fee record, named as the API returns them under IndiaVisafees. */
export const FEE_KEYS = [
  'eConference',
  'eBusiness',
  'eAyushAttendant',
  'eAyush',
  'eMedicalAttendant',
  'eMedical',
  'tourist5Years',
  'tourist1Year',
  'tourist30Days',
  'urgentVisaFee',
] as const;
export type FeeKey = (typeof FEE_KEYS)[number];
export type FeeAmounts = Record<FeeKey, number>;

// node-postgres returns numeric columns as strings so that no precision is lost; amounts have two decimals.
const amount: ValueTransformer = { to: (value: number) => value, from: (value: string) => Number(value) };
const AMOUNT = { type: 'numeric', precision: 10, scale: 2, transformer: amount } as const;

/** USD amounts per nationality (upper case, as the Nationality list spells it); staff edit them. */
@Entity('fees')
export class Fee implements FeeAmounts {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  country!: string;

  @Column(AMOUNT) eConference!: number;
  @Column(AMOUNT) eBusiness!: number;
  @Column(AMOUNT) eAyushAttendant!: number;
  @Column(AMOUNT) eAyush!: number;
  @Column(AMOUNT) eMedicalAttendant!: number;
  @Column(AMOUNT) eMedical!: number;
  @Column(AMOUNT) tourist5Years!: number;
  @Column(AMOUNT) tourist1Year!: number;
  @Column(AMOUNT) tourist30Days!: number;
  @Column(AMOUNT) urgentVisaFee!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
