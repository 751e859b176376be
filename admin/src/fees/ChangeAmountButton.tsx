import { formatMoney } from '@evisa/forms/money';
import EditIcon from '@mui/icons-material/Edit';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  required,
  useListContext,
  useNotify,
  useUnselectAll,
  useUpdateMany,
  type Identifier,
} from 'react-admin';
import { amountValidators } from './amountValidators';
import { useFeeCodes } from './useFeeCodes';

interface AmountChange {
  code: string;
  amount: number;
}

const nationalities = (count: number) => (count === 1 ? '1 nationality' : `${count} nationalities`);

/**
 * A bulk action of the fee table: one amount (the urgent fee, say) set for every selected nationality at once.
 * Each record is saved as a single edit would save it (PUT of that amount alone), so each change is checked and
 * audited on its own; "Select all" picks every nationality the list's search finds.
 */
export const ChangeAmountButton = () => {
  const { selectedIds, resource = 'fees' } = useListContext();
  const { data: codes = [] } = useFeeCodes();
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const unselectAll = useUnselectAll(resource);

  const apply = ({ code, amount }: AmountChange) => {
    const label = codes.find((entry) => entry.code === code)?.label ?? code;
    const ids: Identifier[] = selectedIds;
    void updateMany(
      resource,
      { ids, data: { [code]: amount } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${label} is now ${formatMoney(amount)} for ${nationalities(ids.length)}.`, {
            type: 'success',
          });
          setOpen(false);
          unselectAll();
        },
        onError: (error) =>
          notify(
            `The amounts were not all changed: ${error instanceof Error ? error.message : String(error)}. Please check the list and try again.`,
            { type: 'error' },
          ),
      },
    );
  };

  return (
    <>
      <Button label="Change an amount" onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} aria-labelledby="change-amount-title" fullWidth maxWidth="xs">
        <Form onSubmit={(values: Partial<AmountChange>) => apply(values as AmountChange)}>
          <DialogTitle id="change-amount-title">Change an amount for {nationalities(selectedIds.length)}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              The new amount applies to the next fee computed for each of them; each change is kept in the audit log.
            </Typography>
            <SelectInput source="code" label="Fee" choices={codes} optionValue="code" optionText="label" validate={required()} fullWidth />
            <NumberInput source="amount" label="New amount (USD)" validate={amountValidators} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="Cancel" onClick={() => setOpen(false)} disabled={isPending} />
            <SaveButton label="Change" icon={<EditIcon />} disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
