import { formatDateTime } from '@evisa/forms/browser';
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useCreatePath, useGetManyReference, useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { Panel } from '../common/Panel';
import { enquiryStatusChoices } from '../enquiries/choices';
import type { Enquiry } from '../enquiries/types';
import type { Application } from './types';

/** The messages the applicant sent through the contact form that name this application, newest first. */
export const EnquiriesPanel = () => {
  const record = useRecordContext<Application>();
  const createPath = useCreatePath();
  const { data: enquiries = [], total } = useGetManyReference<Enquiry>(
    'enquiries',
    { target: 'sku_id', id: record?.sku_id ?? '', pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: Boolean(record) },
  );
  return (
    <Panel title={`Enquiries (${total ?? enquiries.length})`}>
      {enquiries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No message names this application.
        </Typography>
      ) : (
        <List dense disablePadding>
          {enquiries.map((enquiry) => (
            <ListItemButton key={enquiry.id} component={Link} to={createPath({ resource: 'enquiries', id: enquiry.id, type: 'show' })}>
              <ListItemText
                primary={enquiry.remarks}
                secondary={`${formatDateTime(enquiry.created_at)} · ${enquiry.Email}`}
                slotProps={{ primary: { noWrap: true } }}
              />
              <StatusChip value={enquiry.status} choices={enquiryStatusChoices} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Panel>
  );
};
