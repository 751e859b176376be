import { FORM_ID_MAX_LENGTH, FORM_ID_PATTERN } from '@evisa/forms/browser';
import { Create, maxLength, ReferenceInput, regex, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { FormSummary } from './types';

const idRules = [
  required(),
  maxLength(FORM_ID_MAX_LENGTH),
  regex(new RegExp(FORM_ID_PATTERN), 'Lower-case letters and digits, words joined by single dashes (such as refund-request)'),
];

/**
 * A new form: its id (also its public address), its title, and what it starts from (empty, or a copy of another
 * form's published version). The API makes its first draft, which opens in the editor.
 */
export const FormCreate = () => (
  <Create<FormSummary & { draft_id: string }> title="New form" redirect={(_resource, _id, data) => `form-definitions/${String(data?.draft_id)}`}>
    <SimpleForm>
      <TextInput source="title" label="Title" validate={required()} helperText="What applicants see as the form's heading" />
      <TextInput source="id" label="Id" validate={idRules} helperText="Also its public address: /forms/<id>. It cannot be changed later." />
      <ReferenceInput source="copy_of" reference="forms" sort={{ field: 'title', order: 'ASC' }}>
        <SelectInput
          label="Start from"
          optionText="title"
          emptyText="An empty form"
          helperText="A copy of another form's published version, or an empty form"
        />
      </ReferenceInput>
    </SimpleForm>
  </Create>
);
