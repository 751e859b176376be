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
  created_at: string;
}
