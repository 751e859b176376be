import { Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { useStaffCall } from '../common/useStaffCall';
import { formatMoney } from '@evisa/forms/money';
import { confirmTransfer } from './confirmTransfer';
import type { BankTransfer } from './types';

/** Confirm money received for an awaited transfer found by its reference: the amount and the bank's transaction id. */
export const ConfirmReceivedButton = () => {
  const record = useRecordContext<BankTransfer>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [transaction, setTransaction] = useState('');
  const { busy, run } = useStaffCall();
  if (!record || record.status !== 'CREATED') return null;
  const due = Math.round((record.amount - record.received_amount) * 100) / 100;

  const submit = () =>
    run(async () => {
      const result = await confirmTransfer(record.id, Number(amount), transaction.trim());
      notify(result.message, { type: result.outcome === 'short' ? 'warning' : 'success' });
      setOpen(false);
      refresh();
    }, 'The transfer could not be confirmed');

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          setAmount(due.toFixed(2));
          setTransaction('');
          setOpen(true);
        }}
      >
        Confirm received
      </Button>
      <FormDialog
        open={open}
        title={`Money received for ${record.id}`}
        submitLabel="Confirm"
        submitDisabled={busy || !(Number(amount) > 0) || !transaction.trim()}
        onClose={() => setOpen(false)}
        onSubmit={() => void submit()}
      >
        <Typography variant="body2">
          Due: {formatMoney(due, record.currency)} for application {record.sku_id}
          {record.applicant ? ` (${record.applicant})` : ''}.
        </Typography>
        <TextField
          label={`Amount received (${record.currency})`}
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
        <TextField label="Bank transaction id" value={transaction} onChange={(event) => setTransaction(event.target.value)} required />
      </FormDialog>
    </>
  );
};
