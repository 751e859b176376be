import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useRecordContext } from 'react-admin';
import { Fact } from '../common/Fact';
import { Panel } from '../common/Panel';
import { StatusChip } from '../common/StatusChip';
import { paymentRecordChoices, paymentStatusChoices } from './choices';
import type { Application } from './types';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** The application's payment state and its PayPal orders: read-only, the payment flow alone changes them. */
export const PaymentPanel = () => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  const payments = record.payments ?? [];
  return (
    <Panel title="Payment" action={<StatusChip value={record.payment_status} choices={paymentStatusChoices} />}>
      {record.fee && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Fee from today&apos;s table: <strong>{money(record.fee.amount, record.fee.currency)}</strong>
          {record.fee.urgentFee > 0 &&
            ` (visa ${money(record.fee.visaFee, record.fee.currency)} + urgent ${money(record.fee.urgentFee, record.fee.currency)})`}
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
              <Fact label="Amount">{money(payment.amount, payment.currency)}</Fact>
              <Fact label="Order id">{payment.order_id}</Fact>
              <Fact label="Capture id">{payment.capture_id ?? '—'}</Fact>
              <Fact label="Declined attempts">{payment.attempts}</Fact>
              <Fact label="Last update">
                <DateField source="updated_at" showTime />
              </Fact>
            </Box>
          </RecordContextProvider>
        ))
      )}
    </Panel>
  );
};
