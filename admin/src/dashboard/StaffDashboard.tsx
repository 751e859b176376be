import { formatMoney } from '@evisa/forms/money';
import { formatDate } from '@evisa/forms/browser';
import { Alert, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title, useCreatePath } from 'react-admin';
import { paymentStatusChoices, reviewStatusChoices } from '../applications/choices';
import { Panel } from '../common/Panel';
import { BarChart } from './BarChart';
import { LatestEnquiries } from './LatestEnquiries';
import { StatusCountList } from './StatusCountList';
import { useDashboard } from './useDashboard';
import { WorkTiles } from './WorkTiles';

// The charts' days and weeks are UTC days (YYYY-MM-DD); the titles say the period, so the year is left out.
const shortDate = (isoDay: string) => formatDate(isoDay, { year: false });

/**
 * The home page of admins and staff: the day's work (urgent, overdue, my queue), where paid applications stand, how
 * many come in, what they bring in, refunds waiting and made, new enquiries.
 */
export const StaffDashboard = ({ greeting }: { greeting: ReactNode }) => {
  const { data, error, isPending } = useDashboard();
  const createPath = useCreatePath();
  const money = (amount: number) => formatMoney(amount, data?.currency);

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="Dashboard" />
      <Grid size={12}>{greeting}</Grid>
      {error && (
        <Grid size={12}>
          <Alert severity="error">The figures could not be loaded.</Alert>
        </Grid>
      )}
      {isPending && (
        <Grid size={12}>
          <Typography color="text.secondary">Loading the figures…</Typography>
        </Grid>
      )}
      {data && (
        <>
          <Grid size={12}>
            <WorkTiles work={data.work} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Panel title="Review status">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Paid applications: the work there is.
              </Typography>
              <StatusCountList counts={data.review_status} choices={reviewStatusChoices} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Panel title="Payment">
              <StatusCountList counts={data.payment_status} choices={paymentStatusChoices} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title="Applications per day (last 30 days)">
              <BarChart
                title="Applications per day, last 30 days"
                bars={data.applications_per_day.map((day) => ({ label: shortDate(day.day), value: day.count }))}
                labelEvery={7}
              />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={`Revenue per week (last 12 weeks, ${data.currency})`}>
              <BarChart
                title="Revenue per week from completed payments, last 12 weeks"
                bars={data.revenue_per_week.map((week) => ({ label: shortDate(week.week), value: week.amount }))}
                format={money}
                labelEvery={3}
              />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Panel title="Refunds">
              <Typography variant="body2">
                <Link
                  to={{
                    pathname: createPath({ resource: 'refund-requests', type: 'list' }),
                    search: `filter=${encodeURIComponent(JSON.stringify(data.refunds.filter))}`,
                  }}
                >
                  {data.refunds.pending} waiting for a decision
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {money(data.refunds.refunded)} refunded in the last 30 days ({data.refunds.count} refund{data.refunds.count === 1 ? '' : 's'})
              </Typography>
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Panel
              title={`Latest enquiries (${data.new_enquiries} new)`}
              action={<Link to={createPath({ resource: 'enquiries', type: 'list' })}>All enquiries</Link>}
            >
              <LatestEnquiries enquiries={data.latest_enquiries} />
            </Panel>
          </Grid>
        </>
      )}
    </Grid>
  );
};
