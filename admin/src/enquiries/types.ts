import type { RaRecord } from 'react-admin';

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

export interface EnquiryReply {
  id: string;
  text: string;
  user_email: string;
  created_at: string;
}
