import { Box, Typography } from '@mui/material';
import { Link, RecordContextProvider, useCreatePath } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { enquiryStatusChoices } from '../enquiries/choices';
import type { DashboardSummary } from './types';
import { DateTimeField } from '../common/DateTimeField';

/** The newest messages from the contact form, each opening its enquiry. */
export const LatestEnquiries = ({ enquiries }: { enquiries: DashboardSummary['latest_enquiries'] }) => {
  const createPath = useCreatePath();
  if (enquiries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No enquiries yet.
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {enquiries.map((enquiry) => (
        <Box component="li" key={enquiry.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
          <Link
            to={createPath({ resource: 'enquiries', id: enquiry.id, type: 'show' })}
            underline="none"
            sx={{ display: 'block', py: 1, color: 'inherit', '&:hover': { bgcolor: 'action.hover' } }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {enquiry.Given_Name} · {enquiry.Email}
              </Typography>
              <StatusChip value={enquiry.status} choices={enquiryStatusChoices} />
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}
            >
              {enquiry.remarks}
            </Typography>
            <RecordContextProvider value={enquiry}>
              <DateTimeField source="created_at" showTime variant="caption" color="text.secondary" />
            </RecordContextProvider>
          </Link>
        </Box>
      ))}
    </Box>
  );
};
