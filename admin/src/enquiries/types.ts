import type { RaRecord } from 'react-admin';
import type { AuthoredText } from '../common/AuthoredTexts';

export interface Enquiry extends RaRecord<string> {
  Given_Name: string;
  Email: string;
  contact_no: string;
  Nationality: string;
  remarks: string;
  status: 'NEW' | 'ANSWERED';
  answered_at: string | null;
  answered_by: string | null;
  /** The application the message names, when it exists. */
  sku_id: string | null;
  created_at: string;
  /** Only on one enquiry (getOne), oldest first. */
  replies?: EnquiryReply[];
}

/** A reply staff sent to the enquirer. */
export type EnquiryReply = AuthoredText;
