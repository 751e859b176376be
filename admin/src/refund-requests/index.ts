import RefundIcon from '@mui/icons-material/CurrencyExchange';
import { RefundRequestList } from './RefundRequestList';
import { RefundRequestShow } from './RefundRequestShow';

// Made by applicants on /Track; staff approve or decline them from the show page.
/** The refund-requests resource of the console: its pages, icon and how a record is named. */
export const refundRequests = {
  list: RefundRequestList,
  show: RefundRequestShow,
  icon: RefundIcon,
  options: { label: 'Refund requests' },
  recordRepresentation: (record: { sku_id: string }) => `Refund request ${record.sku_id}`,
};
