import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectField, SelectInput, SimpleList } from 'react-admin';
import { paymentStatusChoices, reviewStatusChoices, visaServiceChoices } from './choices';
import type { Application, PaymentStatus } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="payment_status" source="payment_status" label="Payment" choices={paymentStatusChoices} />,
  <SelectInput key="Visa_Service" source="Visa_Service" label="Visa service" choices={visaServiceChoices} />,
];

const paymentLabel = (status: PaymentStatus) =>
  paymentStatusChoices.find((choice) => choice.id === status)?.name ?? status;

const fullName = (record: Application) => [record.Surname, record.Given_Name].filter(Boolean).join(', ');

export const ApplicationList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

  return (
    <List<Application> filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList<Application>
          primaryText={(record) => fullName(record) || record.sku_id}
          secondaryText={(record) => `${record.sku_id} · ${record.Visa_Service ?? ''}`}
          tertiaryText={(record) => paymentLabel(record.payment_status)}
          rowClick="show"
        />
      ) : (
        <DataTable<Application> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="sku_id" label="Application id" />
          <DataTable.Col source="Surname" />
          <DataTable.Col source="Given_Name" label="Given name" />
          <DataTable.Col source="Nationality" />
          <DataTable.Col source="Visa_Service" label="Visa service" />
          <DataTable.Col source="payment_status" label="Payment">
            <SelectField source="payment_status" choices={paymentStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="review_status" label="Review">
            <SelectField source="review_status" choices={reviewStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="Created">
            <DateField source="created_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
