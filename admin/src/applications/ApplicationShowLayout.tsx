import { Alert, Grid, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ReadersPanel } from '../audit-logs/ReadersPanel';
import { RecordHistory } from '../audit-logs/RecordHistory';
import { ApplicationSummary } from './ApplicationSummary';
import { CasePanel } from './CasePanel';
import { CorrectionsPanel } from './CorrectionsPanel';
import { DataProtectionPanel } from './DataProtectionPanel';
import { DocumentsPanel } from './DocumentsPanel';
import { EnquiriesPanel } from './EnquiriesPanel';
import { LiveHelpPanel } from './LiveHelpPanel';
import { NotesPanel } from './NotesPanel';
import { PaymentPanel } from './PaymentPanel';
import { PreviewSectionCard } from './preview/PreviewSectionCard';
import { useApplicationPreview } from './preview/useApplicationPreview';
import { RecheckPanel } from './RecheckPanel';
import type { Application } from './types';

/**
 * The recheck page: the application laid out like the applicant's Preview on the left; beside it what staff act
 * on (review status and notes), the payment, the documents and the history. One column on a phone.
 */
export const ApplicationShowLayout = () => {
  const record = useRecordContext<Application>();
  const { preview, error } = useApplicationPreview(record);
  if (!record) return null;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={12}>
        <ApplicationSummary uploads={preview?.uploads} />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Stack spacing={2}>
          {error && <Alert severity="error">The form definition could not be loaded, so the answers cannot be laid out.</Alert>}
          {preview?.sections.map((section) => (
            <PreviewSectionCard key={section.key} section={section} />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Stack spacing={2}>
          <RecheckPanel />
          <CorrectionsPanel />
          <CasePanel />
          <PaymentPanel />
          <DocumentsPanel uploads={preview?.uploads} />
          <NotesPanel />
          <EnquiriesPanel />
          <LiveHelpPanel />
          <RecordHistory resource="applications" />
          <ReadersPanel />
          <DataProtectionPanel />
        </Stack>
      </Grid>
    </Grid>
  );
};
