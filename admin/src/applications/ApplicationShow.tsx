import { DateField, EmailField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ApplicationData } from './ApplicationData';
import { paymentStatusChoices, reviewStatusChoices } from './choices';

export const ApplicationShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="sku_id" label="Application id" />
      <TextField source="Surname" />
      <TextField source="Given_Name" label="Given name" />
      <TextField source="Nationality" />
      <EmailField source="Email" />
      <TextField source="Visa_Service" label="Visa service" />
      <SelectField source="payment_status" label="Payment" choices={paymentStatusChoices} />
      <SelectField source="review_status" label="Review" choices={reviewStatusChoices} />
      <TextField source="form_version" label="Form version" />
      <DateField source="created_at" label="Created" showTime />
      <DateField source="updated_at" label="Updated" showTime />
    </SimpleShowLayout>
    <ApplicationData />
  </Show>
);
