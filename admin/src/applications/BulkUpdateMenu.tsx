import { Button, Menu, MenuItem } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useListContext, useNotify, useRefresh, useUnselectAll, useUpdateMany } from 'react-admin';
import type { Application } from './types';

export interface BulkChoice {
  /** What is written to every selected application. */
  data: Partial<Application>;
  /** The choice in words, in the menu and in the message after it. */
  name: string;
}

interface BulkUpdateMenuProps {
  label: string;
  icon: ReactNode;
  choices: BulkChoice[];
  /** What the success message says was done to them ('set to In review'). */
  done: (choice: BulkChoice) => string;
  failed: string;
}

/**
 * A bulk action of the application list: a button opening a menu of choices, the picked one written to every
 * selected application. The stock provider's updateMany sends one PUT per application, so each change is checked and
 * written to the audit log as a single change is.
 */
export const BulkUpdateMenu = ({ label, icon, choices, done, failed }: BulkUpdateMenuProps) => {
  const { selectedIds } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('applications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const apply = (choice: BulkChoice) => {
    setAnchor(null);
    return updateMany(
      'applications',
      { ids: selectedIds, data: choice.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${selectedIds.length} application${selectedIds.length === 1 ? '' : 's'} ${done(choice)}`, { type: 'success' });
          unselectAll();
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : failed, { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button size="small" startIcon={icon} disabled={isPending} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem key={choice.name} onClick={() => apply(choice)}>
            {choice.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
