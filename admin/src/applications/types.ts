import type { RaRecord } from 'react-admin';

export type PaymentStatus = 'UNPAID' | 'COMPLETED';

export type ReviewStatus =
  | 'NEW'
  | 'IN_REVIEW'
  | 'NEEDS_CHANGES'
  | 'READY_TO_SUBMIT'
  | 'SUBMITTED'
  | 'APPROVED'
  | 'REJECTED';

/** An application as the admin API serves it: promoted columns plus every form value in `data`. */
export interface Application extends RaRecord<string> {
  sku_id: string;
  payment_status: PaymentStatus;
  review_status: ReviewStatus;
  Visa_Service: string | null;
  Nationality: string | null;
  Email: string | null;
  Surname: string | null;
  Given_Name: string | null;
  form_version: string | number | null;
  created_at: string;
  updated_at: string;
  data: Record<string, unknown>;
}
