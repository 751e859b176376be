import { Edit, SimpleForm } from 'react-admin';
import { ReplyTemplateInputs } from './ReplyTemplateInputs';

/** Changes a saved reply; what was already sent with it stays as it was sent. */
export const ReplyTemplateEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <ReplyTemplateInputs />
    </SimpleForm>
  </Edit>
);
