import type { Schemas } from '@evisa/contract';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useStaffCall } from '../common/useStaffCall';
import { Panel } from '../common/Panel';
import { StringField } from '../common/StringField';
import { httpClient } from '../httpClient';
import type { Application } from './types';

const today = () => new Date().toISOString().slice(0, 10);

/** Stores the decision PDF as every upload is stored (its type read from its bytes); its stored name. */
async function uploadPdf(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch('/api/upload', { method: 'POST', body });
  const reply = (await response.json()) as { message?: string; file?: { filename: string } };
  if (!response.ok || !reply.file) throw new Error(reply.message ?? 'The file could not be uploaded');
  return reply.file.filename;
}

/**
 * The case with the government: staff record the submission (the government's reference and the day), which moves
 * a checked, paid application to SUBMITTED and e-mails the applicant; then the decision with its document (the
 * e-Visa or the refusal letter, a PDF), which the applicant is e-mailed about and downloads from /Track.
 */
export const CasePanel = () => {
  const record = useRecordContext<Application>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reference, setReference] = useState('');
  const [day, setDay] = useState(today);
  const { busy, run } = useStaffCall();
  const [outcome, setOutcome] = useState<Schemas['DecisionWrite']['outcome']>('APPROVED');
  const [pdf, setPdf] = useState<File>();
  if (!record) return null;

  const decide = async () => {
    if (!pdf) return;
    await run(async () => {
      const document = await uploadPdf(pdf);
      await httpClient(`/api/admin/applications/${encodeURIComponent(record.sku_id)}/decision`, {
        method: 'POST',
        body: JSON.stringify({ outcome, document } satisfies Schemas['DecisionWrite']),
      });
      notify('Decision recorded; the applicant was e-mailed', { type: 'success' });
      setPdf(undefined);
      refresh();
    }, 'The decision could not be recorded');
  };

  const submit = async () => {
    await run(async () => {
      await httpClient(`/api/admin/applications/${encodeURIComponent(record.sku_id)}/submission`, {
        method: 'POST',
        body: JSON.stringify({ government_reference: reference.trim(), submitted_on: day } satisfies Schemas['SubmissionWrite']),
      });
      notify('Submission recorded; the applicant was e-mailed', { type: 'success' });
      setReference('');
      refresh();
    }, 'The submission could not be recorded');
  };

  return (
    <Panel title="Government submission">
      {record.government_reference ? (
        <Stack spacing={1.5}>
          <Typography variant="body2">
            Submitted on {record.submitted_at} under the government&apos;s reference <strong>{record.government_reference}</strong>.
          </Typography>
          {record.decision_document ? (
            <Typography variant="body2">The decision document is attached; the applicant downloads it from the tracking page.</Typography>
          ) : record.review_status === 'SUBMITTED' ? (
            <>
              <TextField select label="Decision" value={outcome} onChange={(event) => setOutcome(event.target.value as typeof outcome)}>
                <MenuItem value="APPROVED">e-Visa granted</MenuItem>
                <MenuItem value="REJECTED">Refused</MenuItem>
              </TextField>
              <Button variant="outlined" component="label">
                {pdf ? pdf.name : 'Choose the decision PDF'}
                <input hidden type="file" accept="application/pdf" aria-label="Decision PDF" onChange={(event) => setPdf(event.target.files?.[0])} />
              </Button>
              <Button variant="contained" onClick={decide} disabled={busy || !pdf} sx={{ alignSelf: 'flex-start' }}>
                Record the decision
              </Button>
            </>
          ) : null}
        </Stack>
      ) : record.payment_status !== 'COMPLETED' || !['IN_REVIEW', 'READY_TO_SUBMIT'].includes(record.review_status) ? (
        <Typography variant="body2" color="text.secondary">
          A paid application is submitted once it is checked: In review or Ready to submit.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          <StringField label="Government reference" value={reference} onValue={setReference} fullWidth />
          <TextField
            label="Submitted on"
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
          <Button variant="contained" onClick={submit} disabled={busy || !reference.trim() || !day} sx={{ alignSelf: 'flex-start' }}>
            Record the submission
          </Button>
        </Stack>
      )}
    </Panel>
  );
};
