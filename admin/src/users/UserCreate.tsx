import { Create, SimpleForm } from 'react-admin';
import { UserInputs } from './UserInputs';

export const UserCreate = () => (
  <Create title="New staff account" redirect="list">
    <SimpleForm defaultValues={{ role: 'staff' }}>
      <UserInputs isCreate />
    </SimpleForm>
  </Create>
);
