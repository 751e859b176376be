import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { fieldChoices } from '../definition/fieldChoices';
import { useFormDefinition } from '../definition/useFormDefinition';
import { paymentStatusChoices, reviewStatusChoices } from './choices';
import { exportApplications } from './exportApplications';
import type { Application } from './types';

/** The review status, with a marker once the applicant has sent back corrections staff asked for. */
const ReviewCell = ({ record }: { record: Pick<Application, 'review_status' | 'corrected_at'> }) => (
  <>
    <StatusChip value={record.review_status} choices={reviewStatusChoices} />
    {record.corrected_at && <Chip size="small" variant="outlined" color="success" label="corrected" sx={{ ml: 0.5 }} />}
  </>
);

const fullName = (record: Application) => [record.Surname, record.Given_Name].filter(Boolean).join(', ');

/**
 * Applications, newest first. The search box finds an application by a few characters of its id, a name, the
 * e-mail or the passport number; the service and nationality choices come from the published form.
 */
export const ApplicationList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data: definition } = useFormDefinition();
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder="Search id, name, e-mail or passport no." sx={{ minWidth: { sm: 340 } }} />,
      <SelectInput key="review_status" source="review_status" label="Review" choices={reviewStatusChoices} alwaysOn />,
      <SelectInput key="payment_status" source="payment_status" label="Payment" choices={paymentStatusChoices} />,
      <SelectInput key="Visa_Service" source="Visa_Service" label="Visa service" choices={fieldChoices(definition, 'Visa_Service')} />,
      <AutocompleteInput key="Nationality" source="Nationality" choices={fieldChoices(definition, 'Nationality')} />,
      <DateInput key="created_from" source="created_from" label="Created from" />,
      <DateInput key="created_to" source="created_to" label="Created until" />,
      <BooleanInput key="corrected" source="corrected" label="Corrected by the applicant" defaultValue />,
    ],
    [definition],
  );

  const exporter = useMemo(() => exportApplications(definition), [definition]);

  return (
    <List<Application> filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={exporter}>
      {isSmall ? (
        <SimpleList<Application>
          primaryText={(record) => fullName(record) || record.sku_id}
          secondaryText={(record) => `${record.sku_id} · ${record.Visa_Service ?? 'service not chosen'}`}
          tertiaryText={(record) => <StatusChip value={record.review_status} choices={reviewStatusChoices} />}
          rowClick="show"
        />
      ) : (
        <DataTable<Application> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="sku_id" label="Application id" cellSx={() => ({ fontFamily: 'monospace' })} />
          <DataTable.Col source="Surname" label="Name" render={fullName} />
          <DataTable.Col source="Nationality" />
          <DataTable.Col source="Visa_Service" label="Visa service" />
          <DataTable.Col source="payment_status" label="Payment" render={(record) => <StatusChip value={record.payment_status} choices={paymentStatusChoices} />} />
          <DataTable.Col<Application> source="review_status" label="Review" render={(record) => <ReviewCell record={record} />} />
          <DataTable.Col source="created_at" label="Created">
            <DateField source="created_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
