import type { Schemas } from '@evisa/contract';
import { formatMoney } from '@evisa/forms/money';
import { Box, Typography } from '@mui/material';
import { Link, RecordContextProvider, useCreatePath, useGetList, useRecordContext } from 'react-admin';
import { Fact } from '../common/Fact';
import { Panel } from '../common/Panel';
import { StatusChip } from '../common/StatusChip';
import { paymentRecordChoices, paymentStatusChoices } from './choices';
import type { Application } from './types';
import { refundRequestStatusChoices } from '../refund-requests/choices';
import type { RefundRequest } from '../refund-requests/types';
import { DateTimeField } from '../common/DateTimeField';

// The API's driver labels (payment-methods.ts), as the console names each way to pay.
const METHOD_LABELS: Record<NonNullable<Application['payments']>[number]['method'], string> = {
  paypal: 'PayPal',
  card: 'Card (through PayPal)',
  bank_transfer: 'Bank transfer',
};

/** The applicant's refund requests, each opening its page (where staff approve or decline it). */
const RefundRequests = ({ skuId }: { skuId: string }) => {
  const createPath = useCreatePath();
  const { data = [] } = useGetList<RefundRequest>('refund-requests', {
    filter: { sku_id: skuId } satisfies Schemas['RefundRequestListFilter'],
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 10 },
  });
  if (data.length === 0) return null;
  return (
    <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        Refund requests
      </Typography>
      {data.map((request) => (
        <Box key={request.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
          <StatusChip value={request.status} choices={refundRequestStatusChoices} />
          <Link to={createPath({ resource: 'refund-requests', id: request.id, type: 'show' })}>
            {request.amount === null
              ? `${formatMoney(request.policy_amount, request.currency)} by the policy`
              : `${formatMoney(request.amount, request.currency)} approved`}
          </Link>
        </Box>
      ))}
    </Box>
  );
};

/** The application's payment state, its payments (PayPal orders, bank transfers) and its refund requests: read-only here. */
export const PaymentPanel = () => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  const payments = record.payments ?? [];
  return (
    <Panel title="Payment" action={<StatusChip value={record.payment_status} choices={paymentStatusChoices} />}>
      {record.fee && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Fee from today&apos;s table: <strong>{formatMoney(record.fee.amount, record.fee.currency)}</strong>
          {record.fee.urgentFee > 0 &&
            ` (visa ${formatMoney(record.fee.visaFee, record.fee.currency)} + urgent ${formatMoney(record.fee.urgentFee, record.fee.currency)})`}
        </Typography>
      )}
      {payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payment started.
        </Typography>
      ) : (
        payments.map((payment) => (
          <RecordContextProvider key={payment.id} value={payment}>
            <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <Fact label="Status">
                <StatusChip value={payment.status} choices={paymentRecordChoices} />
              </Fact>
              <Fact label="Amount">
                {formatMoney(payment.amount, payment.currency)}
                {payment.surcharge > 0 && ` (surcharge ${formatMoney(payment.surcharge, payment.currency)})`}
              </Fact>
              <Fact label="Method">{METHOD_LABELS[payment.method]}</Fact>
              <Fact label={payment.method === 'bank_transfer' ? 'Payment reference' : 'Order id'}>{payment.order_id}</Fact>
              <Fact label={payment.method === 'bank_transfer' ? 'Bank transaction' : 'Capture id'}>{payment.capture_id ?? '—'}</Fact>
              <Fact label="Declined attempts">{payment.attempts}</Fact>
              <Fact label="Last update">
                <DateTimeField source="updated_at" showTime />
              </Fact>
            </Box>
          </RecordContextProvider>
        ))
      )}
      <RefundRequests skuId={record.sku_id} />
    </Panel>
  );
};
