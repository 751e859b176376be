import type { RaRecord } from 'react-admin';
import type { AuthoredText } from '../common/AuthoredTexts';

export type PaymentStatus = 'UNPAID' | 'COMPLETED';

import type { FeeQuote, ReviewStatus } from '@evisa/forms/browser';

export type { FeeQuote, ReviewStatus };

/** An internal note staff wrote on an application. */
export type ApplicationNote = AuthoredText;

export interface PaymentRecord {
  id: string;
  order_id: string;
  capture_id: string | null;
  amount: number;
  currency: string;
  status: string;
  attempts: number;
  created_at: string;
  updated_at: string;
}

/** An application as the admin API serves it: promoted columns plus every form value in `data`. */
export interface Application extends RaRecord<string> {
  sku_id: string;
  /** Set once the answers, files and e-mails were erased (retention or a request). */
  erased_at?: string | null;
  payment_status: PaymentStatus;
  review_status: ReviewStatus;
  Visa_Service: string | null;
  Nationality: string | null;
  Email: string | null;
  Surname: string | null;
  Given_Name: string | null;
  form_version: number;
  /** When the applicant last sent back corrections staff asked for. */
  corrected_at?: string | null;
  Application_Type?: string | null;
  /** YYYY-MM-DD. */
  Expected_Date_of_Arrival?: string | null;
  /** Steps meeting their rules, of steps_total (the rule View-application reports as incomplete_steps). */
  steps_complete?: number | null;
  steps_total?: number | null;
  paid_at?: string | null;
  /** Whether the Application Type buys urgent processing (the API's rule). */
  urgent?: boolean;
  /** An urgent paid application's deadline, worked out by the API from the payment time. */
  deadline_at?: string | null;
  assignee_id?: string | null;
  assignee_email?: string | null;
  created_at: string;
  updated_at: string;
  data: Record<string, unknown>;
  /** Only on GET one: newest first. */
  notes?: ApplicationNote[];
  payments?: PaymentRecord[];
  fee?: FeeQuote | null;
}
