import RuleIcon from '@mui/icons-material/Rule';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useUnselectAll, useUpdateMany } from 'react-admin';
import { reviewStatusChoices } from './choices';

/**
 * Sets the review status of the selected applications at once. The stock provider's updateMany sends one PUT per
 * application, so each change is checked and written to the audit log as a single change is.
 */
export const BulkReviewStatusButton = () => {
  const { selectedIds } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('applications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const setStatus = (status: string, name: string) => {
    setAnchor(null);
    return updateMany(
      'applications',
      { ids: selectedIds, data: { review_status: status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${selectedIds.length} application${selectedIds.length === 1 ? '' : 's'} set to ${name}`, { type: 'success' });
          unselectAll();
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'The review status could not be changed', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button size="small" startIcon={<RuleIcon />} disabled={isPending} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        Set review status
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {reviewStatusChoices.map((choice) => (
          <MenuItem key={choice.id} onClick={() => setStatus(choice.id, choice.name)}>
            {choice.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
