import type { Schemas } from '@evisa/contract';
import { Alert, Autocomplete, Button, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { correctableFields, formatDateTime } from '@evisa/forms/browser';
import { useMemo, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useStaffCall } from '../common/useStaffCall';
import { Panel } from '../common/Panel';
import { ReplyTemplatePicker } from '../reply-templates/ReplyTemplatePicker';
import { StringField } from '../common/StringField';
import { formatValue } from '../definition/formatValue';
import { useFormDefinition } from '../definition/useFormDefinition';
import { httpClient } from '../httpClient';
import type { Application } from './types';

/** One round as GET /api/admin/applications/{id}/corrections returns it. */
type CorrectionRound = Schemas['CorrectionRound'];

interface FieldOption {
  name: string;
  title: string;
  step: string;
}

const STATUS_WORDS: Record<CorrectionRound['status'], string> = {
  OPEN: 'waiting for the applicant',
  WITHDRAWN: 'withdrawn',
  SUBMITTED: 'corrected by the applicant',
};

/**
 * Corrections: staff pick the fields the applicant must correct (answers and uploads, labelled as the definition the
 * application is pinned to names them) and write why; the applicant is e-mailed. An open request can be withdrawn;
 * every round stays below with the values before and after.
 */
export const CorrectionsPanel = () => {
  const record = useRecordContext<Application>();
  const { data: definition } = useFormDefinition(record?.form_version);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<FieldOption[]>([]);
  const [message, setMessage] = useState('');
  const { busy, run } = useStaffCall();
  const path = record ? `/api/admin/applications/${encodeURIComponent(record.sku_id)}/corrections` : '';
  const { data: rounds = [] } = useQuery({
    queryKey: ['corrections', record?.sku_id],
    queryFn: async () => (await httpClient(path)).json as CorrectionRound[],
    enabled: Boolean(record),
  });
  const options = useMemo<FieldOption[]>(() => {
    if (!definition || !record) return [];
    const stepTitle = new Map(definition.steps.map((step) => [step.id, step.title]));
    // Only what this applicant is shown (the site's rule): the API refuses a field their answers do not ask.
    return correctableFields(definition, record.data).map((field) => ({
      name: field.name,
      title: field.title,
      step: stepTitle.get(field.stepId) ?? field.stepId,
    }));
  }, [definition, record]);
  if (!record) return null;

  const open = rounds.find((round) => round.status === 'OPEN');
  const send = async (init: { method: string; body?: string }, done: string) => {
    await run(async () => {
      await httpClient(init.method === 'DELETE' ? `${path}/open` : path, init);
      notify(done, { type: 'success' });
      setFields([]);
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: ['corrections', record.sku_id] });
      // The review status and the history panel change too.
      refresh();
    }, 'The request failed');
  };
  const ask = () =>
    send(
      { method: 'POST', body: JSON.stringify({ fields: fields.map((field) => field.name), message } satisfies Schemas['CorrectionRequestWrite']) },
      'The applicant was e-mailed the correction request',
    );
  const withdraw = () => send({ method: 'DELETE' }, 'Correction request withdrawn');

  return (
    <Panel title="Corrections">
      <Stack spacing={2}>
        {record.payment_status !== 'COMPLETED' || record.erased_at ? (
          <Typography variant="body2" color="text.secondary">
            Corrections are asked for on a paid application; until it is paid the applicant can still change everything.
          </Typography>
        ) : open ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={withdraw} disabled={busy}>
                Withdraw
              </Button>
            }
          >
            Round {open.round} is waiting for the applicant: {open.fields.map((field) => field.title).join(', ')}.
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            <Autocomplete
              multiple
              options={options}
              groupBy={(option) => option.step}
              getOptionLabel={(option) => option.title}
              isOptionEqualToValue={(option, value) => option.name === value.name}
              value={fields}
              onChange={(_event, value) => setFields(value)}
              renderInput={(params) => <TextField {...params} label="Fields to correct" helperText="Answers and uploaded files alike" />}
            />
            <ReplyTemplatePicker use="correction" onPick={setMessage} />
            <StringField label="Message to the applicant" value={message} onValue={setMessage} multiline minRows={3} fullWidth />
            <Button variant="contained" onClick={ask} disabled={busy || fields.length === 0 || !message.trim()} sx={{ alignSelf: 'flex-start' }}>
              Ask for corrections
            </Button>
          </Stack>
        )}
        {rounds.length > 0 && <Divider />}
        {rounds.map((round) => (
          <Stack key={round.id} spacing={0.5} component="article" aria-label={`Round ${round.round}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">Round {round.round}</Typography>
              <Chip
                size="small"
                label={STATUS_WORDS[round.status]}
                color={round.status === 'SUBMITTED' ? 'success' : round.status === 'OPEN' ? 'warning' : 'default'}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Asked by {round.requested_by_email ?? 'a former staff member'} on {formatDateTime(round.created_at)}
              {round.closed_at &&
                ` · ${round.status === 'WITHDRAWN' ? `withdrawn by ${round.closed_by_email ?? 'staff'}` : 'sent back'} on ${formatDateTime(round.closed_at)}`}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {round.message}
            </Typography>
            {round.fields.map((field) => (
              <Typography key={field.name} variant="body2">
                <strong>{field.title}</strong>
                {round.after ? `: ${formatValue(round.before[field.name])} → ${formatValue(round.after[field.name])}` : ''}
              </Typography>
            ))}
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
};
