import { formatDateTime } from '@evisa/forms/browser';
import { Chip } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  ColumnsButton,
  DataTable,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useGetIdentity,
} from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { fieldChoices } from '../definition/fieldChoices';
import { useFormDefinition } from '../definition/useFormDefinition';
import { ApplicationTypeCell } from './ApplicationTypeCell';
import { BulkAssignButton } from './BulkAssignButton';
import { BulkReviewStatusButton } from './BulkReviewStatusButton';
import { completenessChoices, paymentStatusChoices, reviewStatusChoices } from './choices';
import { CompletenessCell } from './CompletenessCell';
import { DeadlineCell } from './DeadlineCell';
import { exportApplications } from './exportApplications';
import type { Application } from './types';
import { QuickFilter } from '../common/QuickFilter';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { useTableFits } from '../common/useTableFits';
import { DateTimeField } from '../common/DateTimeField';

/** The review status, with a marker once the applicant has sent back corrections staff asked for. */
const ReviewCell = ({ record }: { record: Pick<Application, 'review_status' | 'corrected_at'> }) => (
  <>
    <StatusChip value={record.review_status} choices={reviewStatusChoices} />
    {record.corrected_at && <Chip size="small" variant="outlined" color="success" label="corrected" sx={{ ml: 0.5 }} />}
  </>
);

const fullName = (record: Application) => [record.Surname, record.Given_Name].filter(Boolean).join(', ');

// What a working day needs fits 1440 px beside the menu; the column chooser shows the rest (kept per browser).
const HIDDEN_BY_DEFAULT = ['Expected_Date_of_Arrival', 'Nationality', 'Visa_Service', 'created_at'];

/** The list's buttons: the column chooser where the table shows, the filters and the export. */
const ListActions = () => (
  <TopToolbar>
    {useTableFits() && <ColumnsButton />}
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

const bulkActions = (
  <>
    <BulkAssignButton />
    <BulkReviewStatusButton />
  </>
);

/**
 * Applications: the urgent queue first (urgent applications awaiting a decision, earliest deadline first), then the
 * rest newest first. The search box finds an application by its name in any order (accents and case aside), a few
 * characters of its id, the e-mail or the passport number; the service, type and nationality choices come from the
 * published form. 'My queue' shows the applications assigned to the signed-in staff member; 'Urgent queue', 'Overdue'
 * and 'Awaiting a decision' are the work the dashboard counts (the API's filters urgent, overdue and open).
 */
export const ApplicationList = () => {
  const { data: definition } = useFormDefinition();
  const { identity } = useGetIdentity();
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder="Search name, id, e-mail or passport no." sx={{ minWidth: { sm: 340 } }} />,
      ...(identity ? [<QuickFilter key="assignee_id" source="assignee_id" label="My queue" defaultValue={identity.id} />] : []),
      <QuickFilter key="urgent" source="urgent" label="Urgent queue" defaultValue />,
      <QuickFilter key="overdue" source="overdue" label="Overdue" defaultValue />,
      <QuickFilter key="open" source="open" label="Awaiting a decision" defaultValue />,
      <SelectInput key="review_status" source="review_status" label="Review" choices={reviewStatusChoices} alwaysOn />,
      <SelectInput
        key="Application_Type"
        source="Application_Type"
        label="Application type"
        choices={fieldChoices(definition, 'Application_Type')}
      />,
      <SelectInput key="complete" source="complete" label="Completeness" choices={completenessChoices} />,
      <DateInput key="arrival_from" source="arrival_from" label="Arriving from" />,
      <DateInput key="arrival_to" source="arrival_to" label="Arriving until" />,
      <SelectInput key="payment_status" source="payment_status" label="Payment" choices={paymentStatusChoices} />,
      <SelectInput key="Visa_Service" source="Visa_Service" label="Visa service" choices={fieldChoices(definition, 'Visa_Service')} />,
      <AutocompleteInput key="Nationality" source="Nationality" choices={fieldChoices(definition, 'Nationality')} />,
      <DateInput key="created_from" source="created_from" label="Created from" />,
      <DateInput key="created_to" source="created_to" label="Created until" />,
      <BooleanInput key="corrected" source="corrected" label="Corrected by the applicant" defaultValue />,
    ],
    [definition, identity],
  );

  const exporter = useMemo(() => exportApplications(definition), [definition]);

  return (
    <List<Application> filters={filters} actions={<ListActions />} sort={{ field: 'deadline_at', order: 'ASC' }} perPage={25} exporter={exporter}>
      <ResponsiveDataTable<Application>
        rowClick="show"
        hiddenColumns={HIDDEN_BY_DEFAULT}
        bulkActionButtons={bulkActions}
        phone={{
          primaryText: (record) => fullName(record) || record.sku_id,
          secondaryText: (record) =>
            `${record.sku_id} · ${record.Visa_Service ?? 'service not chosen'}${record.deadline_at ? ` · due ${formatDateTime(record.deadline_at)}` : ''}`,
          tertiaryText: (record) => <ReviewCell record={record} />,
        }}
      >
        <DataTable.Col source="sku_id" label="Application id" cellSx={() => ({ fontFamily: 'monospace' })} />
        <DataTable.Col source="Surname" label="Name" render={fullName} />
        <DataTable.Col source="Application_Type" label="Type" render={(record: Application) => <ApplicationTypeCell record={record} />} />
        <DataTable.Col source="deadline_at" label="Deadline" render={(record: Application) => <DeadlineCell record={record} />} />
        <DataTable.Col source="Expected_Date_of_Arrival" label="Arrival">
          <DateTimeField source="Expected_Date_of_Arrival" />
        </DataTable.Col>
        <DataTable.Col source="steps_complete" label="Completeness" render={(record: Application) => <CompletenessCell record={record} />} />
        <DataTable.Col source="Nationality" />
        <DataTable.Col source="Visa_Service" label="Visa service" />
        <DataTable.Col
          source="payment_status"
          label="Payment"
          render={(record) => <StatusChip value={record.payment_status} choices={paymentStatusChoices} />}
        />
        <DataTable.Col<Application> source="review_status" label="Review" render={(record) => <ReviewCell record={record} />} />
        <DataTable.Col source="assignee_email" label="Assignee" disableSort cellSx={() => ({ overflowWrap: 'anywhere' })} />
        <DataTable.Col source="created_at" label="Created">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};
