import type { RaRecord } from 'react-admin';
import type { StaffRole } from '../auth/session';

export interface StaffUser extends RaRecord<string> {
  email: string;
  role: StaffRole;
  disabled: boolean;
  two_factor: boolean;
  created_at: string;
  updated_at: string;
}
