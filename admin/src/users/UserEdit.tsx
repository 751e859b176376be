import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { StaffUser } from './types';
import { AccountSecurityButtons } from './AccountSecurityButtons';
import { UserInputs } from './UserInputs';

// The API takes the role, the disabled flag and, when one was typed, a new password; nothing else.
const writable = ({ role, disabled, password }: StaffUser & { password?: string | null }) => ({
  role,
  disabled,
  ...(password ? { password } : {}),
});

/** Role, disabling and password reset of a staff account; accounts are disabled, never deleted. */
export const UserEdit = () => (
  <Edit transform={writable} mutationMode="pessimistic" redirect="list">
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
          <AccountSecurityButtons />
        </Toolbar>
      }
    >
      <UserInputs />
    </SimpleForm>
  </Edit>
);
