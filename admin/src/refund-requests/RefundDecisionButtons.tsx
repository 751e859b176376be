import type { Schemas } from '@evisa/contract';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useStaffCall } from '../common/useStaffCall';
import { FormDialog } from '../common/FormDialog';
import { httpClient } from '../httpClient';
import { formatMoney } from '@evisa/forms/money';
import type { RefundRequest } from './types';

type Dialog = 'approve' | 'decline' | 'sent-by-bank' | null;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Approve (the policy's amount, or another with a reason: PayPal refunds it and the applicant is e-mailed) or decline
 * with a reason the applicant is e-mailed. A bank transfer's approved refund is sent from the business's bank, then
 * recorded here with the bank's reference. The API decides whether the request may still be decided.
 */
export const RefundDecisionButtons = () => {
  const record = useRecordContext<RefundRequest>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { busy, run } = useStaffCall();
  if (!record || (record.status !== 'PENDING' && record.status !== 'REFUNDING')) return null;

  const left = record.fee - record.refunded;
  const typed = Number(amount);
  const otherAmount = amount !== '' && cents(typed) !== cents(record.policy_amount);
  const open = (which: Exclude<Dialog, null>) => {
    setAmount(record.policy_amount > 0 ? record.policy_amount.toFixed(2) : '');
    setReason('');
    setDialog(which);
  };
  const send = async (
    action: Exclude<Dialog, null>,
    body: Schemas['RefundApproval'] | Schemas['RefundDecline'] | Schemas['RefundSentByBank'],
    done: string,
  ) => {
    await run(async () => {
      await httpClient(`/api/admin/refund-requests/${encodeURIComponent(record.id)}/${action}`, { method: 'POST', body: JSON.stringify(body) });
      notify(done, { type: 'success' });
      setDialog(null);
      refresh();
    }, 'The request could not be decided');
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => open('approve')}>
        Approve
      </Button>
      <Button variant="outlined" color="error" onClick={() => open('decline')}>
        Decline
      </Button>
      {record.status === 'REFUNDING' && (
        <Button variant="outlined" onClick={() => open('sent-by-bank')}>
          Sent by the bank
        </Button>
      )}
      <FormDialog
        open={dialog === 'approve'}
        title="Approve the refund"
        submitLabel="Refund through PayPal"
        submitDisabled={busy || !(typed > 0) || cents(typed) > cents(left) || (otherAmount && reason.trim().length < 3)}
        onClose={() => setDialog(null)}
        onSubmit={() =>
          void send('approve', { amount: typed, ...(reason.trim() ? { reason: reason.trim() } : {}) }, 'Refunded; the applicant was e-mailed')
        }
      >
        <Typography variant="body2">
          The policy allows {formatMoney(record.policy_amount, record.currency)}: {record.policy_rule.words} At most{' '}
          {formatMoney(left, record.currency)} is left of the payment.
        </Typography>
        <TextField
          label={`Amount (${record.currency})`}
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { min: 0.01, max: left, step: 0.01 } }}
          required
        />
        <TextField
          label={otherAmount ? "Why not the policy's amount (the applicant reads it)" : 'Note (optional)'}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          required={otherAmount}
        />
      </FormDialog>
      <FormDialog
        open={dialog === 'decline'}
        title="Decline the refund"
        submitLabel="Decline"
        submitColor="error"
        submitDisabled={busy || reason.trim().length < 3}
        onClose={() => setDialog(null)}
        onSubmit={() => void send('decline', { reason: reason.trim() }, 'Declined; the applicant was e-mailed')}
      >
        <TextField
          label="Reason (the applicant reads it)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          required
        />
      </FormDialog>
      <FormDialog
        open={dialog === 'sent-by-bank'}
        title="Record the refund as sent by the bank"
        submitLabel="Record"
        submitDisabled={busy || reason.trim().length < 1}
        onClose={() => setDialog(null)}
        onSubmit={() => void send('sent-by-bank', { bank_reference: reason.trim() }, 'Recorded; the applicant was e-mailed')}
      >
        <Typography variant="body2">
          A bank transfer is refunded from the business's bank account: once the bank has sent {formatMoney(record.amount ?? 0, record.currency)},
          record its reference.
        </Typography>
        <TextField label="The bank's reference" value={reason} onChange={(event) => setReason(event.target.value)} required />
      </FormDialog>
    </Stack>
  );
};
