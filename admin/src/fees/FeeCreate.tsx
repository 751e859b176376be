import { Create, SimpleForm } from 'react-admin';
import { FeeInputs } from './FeeInputs';

export const FeeCreate = () => (
  <Create title="New fee record" redirect="list">
    <SimpleForm>
      <FeeInputs isCreate />
    </SimpleForm>
  </Create>
);
