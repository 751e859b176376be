import { Grid, Stack, Typography } from '@mui/material';
import { Link, RecordContextProvider, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { RecordHistory } from '../audit-logs/RecordHistory';
import { DateTimeField } from '../common/DateTimeField';
import { Fact } from '../common/Fact';
import { Panel } from '../common/Panel';
import { StatusChip } from '../common/StatusChip';
import { refundRequestStatusChoices } from './choices';
import { formatMoney } from '@evisa/forms/money';
import { RefundDecisionButtons } from './RefundDecisionButtons';
import type { RefundRequest } from './types';

const RefundRequestTitle = () => {
  const record = useRecordContext<RefundRequest>();
  return <span>Refund request {record?.sku_id}</span>;
};

const RefundRequestDetails = () => {
  const record = useRecordContext<RefundRequest>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Panel title="The request" action={<StatusChip value={record.status} choices={refundRequestStatusChoices} />}>
        <Stack spacing={1.5}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {record.reason}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Application">
                <Link to={createPath({ resource: 'applications', id: record.sku_id, type: 'show' })}>{record.sku_id}</Link>
              </Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Applicant">{record.applicant ?? '—'}</Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Asked">
                <DateTimeField source="created_at" showTime />
              </Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Paid">{formatMoney(record.fee, record.currency)}</Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Refunded so far">{formatMoney(record.refunded, record.currency)}</Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Payment · case">
                {record.payment_status} · {record.review_status}
              </Fact>
            </Grid>
          </Grid>
        </Stack>
      </Panel>
      <Panel title="By the refund policy">
        <Typography variant="h6" component="p">
          {formatMoney(record.policy_amount, record.currency)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {record.policy_rule.words}
        </Typography>
      </Panel>
      {record.decided_by && (
        <Panel title="Decision">
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="Approved amount">{formatMoney(record.amount, record.currency)}</Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Fact label="By">{record.decided_by}</Fact>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {record.bank_reference ? (
                <Fact label="Sent by the bank">{record.bank_reference}</Fact>
              ) : (
                <Fact label="PayPal refund">{record.paypal_refund_id ?? '—'}</Fact>
              )}
            </Grid>
            {record.staff_reason && (
              <Grid size={12}>
                <Fact label="Reason">{record.staff_reason}</Fact>
              </Grid>
            )}
          </Grid>
        </Panel>
      )}
    </Stack>
  );
};

/** The application's history (the request, its decision and the refund are audited there). */
const ApplicationHistory = () => {
  const record = useRecordContext<RefundRequest>();
  return record ? (
    <RecordContextProvider value={{ id: record.sku_id }}>
      <RecordHistory resource="applications" />
    </RecordContextProvider>
  ) : null;
};

/** One refund request: the applicant's reason, what the policy allows and why, the decision; approve or decline. */
export const RefundRequestShow = () => (
  <Show
    component="div"
    title={<RefundRequestTitle />}
    actions={
      <TopToolbar>
        <RefundDecisionButtons />
      </TopToolbar>
    }
  >
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <RefundRequestDetails />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ApplicationHistory />
      </Grid>
    </Grid>
  </Show>
);
