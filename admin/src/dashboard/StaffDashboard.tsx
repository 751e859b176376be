import { Alert, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title, useCreatePath } from 'react-admin';
import { paymentStatusChoices, reviewStatusChoices } from '../applications/choices';
import { Panel } from '../common/Panel';
import { BarChart } from './BarChart';
import { LatestEnquiries } from './LatestEnquiries';
import { StatusCountList } from './StatusCountList';
import { useDashboard } from './useDashboard';

const shortDate = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The home page of admins and staff: where applications stand, how many come in, what they bring in, new enquiries. */
export const StaffDashboard = ({ greeting }: { greeting: ReactNode }) => {
  const { data, error, isPending } = useDashboard();
  const createPath = useCreatePath();
  const money = (amount: number) =>
    amount.toLocaleString(undefined, { style: 'currency', currency: data?.currency ?? 'USD', maximumFractionDigits: 0 });

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
          <Grid size={{ xs: 12, md: 4 }}>
            <Panel title="Payment">
              <StatusCountList counts={data.payment_status} choices={paymentStatusChoices} filterField="payment_status" />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Panel title="Review status">
              <StatusCountList counts={data.review_status} choices={reviewStatusChoices} filterField="review_status" />
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
          <Grid size={12}>
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
