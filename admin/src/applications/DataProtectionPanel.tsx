import type { Schemas } from '@evisa/contract';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { useStaffCall } from '../common/useStaffCall';
import type { StaffRole } from '../auth/session';
import { getToken } from '../auth/session';
import { FormDialog } from '../common/FormDialog';
import { Panel } from '../common/Panel';
import { StringField } from '../common/StringField';
import { httpClient } from '../httpClient';
import type { Application } from './types';
import { DateTimeField } from '../common/DateTimeField';

/** Saves everything held about the application (GET .../archive, recorded in the audit log) as a JSON file. */
async function downloadArchive(skuId: string): Promise<void> {
  const response = await fetch(`/api/admin/applications/${encodeURIComponent(skuId)}/archive`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`The archive could not be made (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: `application-${skuId}.json` }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Admins only: an access request answered with one archive, and erasure on request with its reason. */
export const DataProtectionPanel = () => {
  const record = useRecordContext<Application>();
  const { permissions: role } = usePermissions<StaffRole>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, run } = useStaffCall();
  if (!record || role !== 'admin') return null;

  const exportArchive = () => downloadArchive(record.sku_id).catch((error: Error) => notify(error.message, { type: 'error' }));
  const erase = async () => {
    await run(async () => {
      const { json } = await httpClient(`/api/admin/applications/${encodeURIComponent(record.sku_id)}/erase`, {
        method: 'POST',
        body: JSON.stringify({ reason } satisfies Schemas['ErasureWrite']),
      });
      notify((json as Schemas['Acknowledgement']).message, { type: 'success' });
      setOpen(false);
      refresh();
    }, 'The application could not be erased');
  };

  return (
    <Panel title="Data protection">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {record.erased_at ? (
          <Alert severity="info">
            Erased on <DateTimeField source="erased_at" showTime />: the answers, files and e-mails are gone; the payments stay for the accounts.
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Answer an access request with everything held about this application, or erase it on request.
          </Typography>
        )}
        <Button startIcon={<ArchiveIcon />} onClick={exportArchive}>
          Export archive
        </Button>
        {!record.erased_at && (
          <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
            Erase on request…
          </Button>
        )}
      </Stack>
      <FormDialog
        open={open}
        title="Erase this application?"
        submitLabel="Erase"
        submitColor="error"
        submitDisabled={busy || !reason.trim()}
        onSubmit={() => void erase()}
        onClose={() => setOpen(false)}
      >
        <Typography variant="body2">
          The answers, photograph, documents, e-mails and notes are erased for good; the payments keep their amounts, dates and PayPal ids.
        </Typography>
        <StringField label="Reason (kept in the audit log)" value={reason} onValue={setReason} fullWidth multiline required />
      </FormDialog>
    </Panel>
  );
};
