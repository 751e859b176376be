import { Create, SimpleForm } from 'react-admin';
import { ReplyTemplateInputs } from './ReplyTemplateInputs';

export const ReplyTemplateCreate = () => (
  <Create title="New saved reply" redirect="list">
    <SimpleForm>
      <ReplyTemplateInputs />
    </SimpleForm>
  </Create>
);
