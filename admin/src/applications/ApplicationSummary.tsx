import { formatMoney } from '@evisa/forms/money';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Fact } from '../common/Fact';
import { StatusChip } from '../common/StatusChip';
import { ApplicationTypeCell } from './ApplicationTypeCell';
import { paymentStatusChoices, reviewStatusChoices } from './choices';
import { CompletenessCell } from './CompletenessCell';
import { DeadlineCell } from './DeadlineCell';
import type { PreviewRow } from '../definition/types';
import type { Application } from './types';
import { storedFile, useOpenStoredFile, useStoredImage } from './uploadUrl';
import { DateTimeField } from '../common/DateTimeField';

/** The top of the application page: photograph, id, name and state, as the Preview shows id and photo first. */
export const ApplicationSummary = ({ uploads }: { uploads: PreviewRow[] | undefined }) => {
  const record = useRecordContext<Application>();
  const photo = storedFile(uploads?.find((row) => row.field?.upload === 'photo')?.value);
  const photoUrl = useStoredImage(record?.sku_id, photo);
  const open = useOpenStoredFile(record?.sku_id);
  if (!record) return null;
  const name = [record.Given_Name, record.Surname].filter(Boolean).join(' ') || 'Name not given yet';
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        {photo ? (
          <Box
            component="a"
            href="#"
            onClick={open(photo, 'open')}
            sx={{ flexShrink: 0, lineHeight: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box component="img" src={photoUrl} alt={`Photograph of ${name}`} sx={{ width: 112, height: 112, objectFit: 'cover' }} />
          </Box>
        ) : (
          <Avatar variant="rounded" sx={{ width: 112, height: 112, fontSize: 14, textAlign: 'center' }}>
            No photo yet
          </Avatar>
        )}
        <Box sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
            {record.sku_id}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
            <StatusChip value={record.payment_status} choices={paymentStatusChoices} size="medium" />
            <StatusChip value={record.review_status} choices={reviewStatusChoices} size="medium" />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
            <Fact label="Visa service">{record.Visa_Service ?? '—'}</Fact>
            <Fact label="Nationality">{record.Nationality ?? '—'}</Fact>
            <Fact label="E-mail">{record.Email ?? '—'}</Fact>
            <Fact label="Fee today">{formatMoney(record.fee?.amount, record.fee?.currency)}</Fact>
            <Fact label="Created">
              <DateTimeField source="created_at" showTime />
            </Fact>
            <Fact label="Last changed">
              <DateTimeField source="updated_at" showTime />
            </Fact>
            <Fact label="Form version">{record.form_version}</Fact>
            <Fact label="Application type">
              <ApplicationTypeCell record={record} />
            </Fact>
            <Fact label="Deadline">{record.deadline_at ? <DeadlineCell record={record} /> : '—'}</Fact>
            <Fact label="Completeness">
              <CompletenessCell record={record} />
            </Fact>
            <Fact label="Assigned to">{record.assignee_email ?? 'Nobody'}</Fact>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
