import type { Schemas } from '@evisa/contract';
import { DataTable, List, ReferenceField, ReferenceInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import type { FormSubmission } from './types';

const filters = [
  <ReferenceInput key="form_id" source="form_id" reference="forms" filter={{ kind: 'generic' } satisfies Schemas['FormListFilter']} alwaysOn>
    <SelectInput label="Form" optionText="title" />
  </ReferenceInput>,
];

/** A short line of the answers, for the list: the first few values. */
const gist = (record: FormSubmission) => {
  const text = Object.values(record.data)
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join(' · ');
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
};

/** What came in through the forms editors made, newest first, by form. */
export const FormSubmissionList = () => (
  <List<FormSubmission> filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} title="Form submissions">
    <DataTable<FormSubmission> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="created_at" label="Received">
        <DateTimeField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="form_id" label="Form">
        <ReferenceField source="form_id" reference="forms" link={false} />
      </DataTable.Col>
      <DataTable.Col source="form_version" label="Version" render={(record) => `v${record.form_version}`} />
      <DataTable.Col label="Answers" disableSort render={gist} />
    </DataTable>
  </List>
);
