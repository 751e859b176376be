import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import type { Schemas } from '@evisa/contract';
import type { StaffUser } from './types';

const ACTIONS = {
  'sign-out': {
    label: 'Sign out everywhere',
    title: 'Sign this account out everywhere?',
    content: 'Every session of this account ends at once, on every device.',
    icon: <LogoutIcon />,
  },
  'reset-two-factor': {
    label: 'Reset two-factor sign-in',
    title: 'Reset two-factor sign-in?',
    content:
      'For a lost phone: the authenticator key and recovery codes stop working, the sessions end, and the account sets up a new key at its next sign-in.',
    icon: <PhonelinkEraseIcon />,
  },
} as const;

/** An admin's security actions on a staff account, each confirmed first and recorded in the audit log. */
const AccountAction = ({ action }: { action: keyof typeof ACTIONS }) => {
  const record = useRecordContext<StaffUser>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || (action === 'reset-two-factor' && !record.two_factor)) return null;
  const { label, title, content, icon } = ACTIONS[action];
  const run = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/admin/users/${encodeURIComponent(record.id)}/${action}`, { method: 'POST' });
      notify((json as Schemas['StaffActionReply']).message, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button startIcon={icon} onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
      <Confirm isOpen={open} loading={busy} title={title} content={content} onConfirm={run} onClose={() => setOpen(false)} />
    </>
  );
};

export const AccountSecurityButtons = () => (
  <>
    <AccountAction action="sign-out" />
    <AccountAction action="reset-two-factor" />
  </>
);
