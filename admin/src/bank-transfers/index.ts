import BankIcon from '@mui/icons-material/AccountBalance';
import { BankTransferList } from './BankTransferList';

// Chosen by applicants on the payment page; staff confirm the money here (by reference, or from a statement).
/** The bank-transfers resource of the console: its list, icon and how a record is named. */
export const bankTransfers = {
  list: BankTransferList,
  icon: BankIcon,
  options: { label: 'Bank transfers' },
  recordRepresentation: (record: { id: string }) => `Bank transfer ${record.id}`,
};
