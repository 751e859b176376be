import { Box } from '@mui/material';
import { BooleanInput, email, minLength, PasswordInput, required, SelectInput, TextInput, useGetIdentity, useRecordContext } from 'react-admin';
import { MIN_PASSWORD_LENGTH, OWN_ROLE_MESSAGE } from '@evisa/forms/browser';
import { roleChoices } from './choices';
import type { StaffUser } from './types';

/**
 * The inputs of a staff account, shared by create and edit. The e-mail is fixed once the account exists; an admin
 * cannot change their own role or disable themselves (the API refuses it too).
 */
export const UserInputs = ({ isCreate = false }: { isCreate?: boolean }) => {
  const record = useRecordContext<StaffUser>();
  const { identity } = useGetIdentity();
  const isSelf = !isCreate && record !== undefined && record.id === identity?.id;
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <TextInput source="email" label="E-mail" type="email" validate={isCreate ? [required(), email()] : undefined} disabled={!isCreate} />
      <SelectInput source="role" choices={roleChoices} validate={required()} disabled={isSelf} helperText={isSelf ? OWN_ROLE_MESSAGE : false} />
      {!isCreate && (
        <BooleanInput
          source="disabled"
          label="Disabled"
          disabled={isSelf}
          helperText={isSelf ? 'You cannot disable your own account.' : 'A disabled account cannot sign in, and its sessions end at once.'}
        />
      )}
      <PasswordInput
        source="password"
        label={isCreate ? 'Initial password' : 'New password'}
        autoComplete="new-password"
        validate={isCreate ? [required(), minLength(MIN_PASSWORD_LENGTH)] : minLength(MIN_PASSWORD_LENGTH)}
        helperText={
          isCreate
            ? `At least ${MIN_PASSWORD_LENGTH} characters. Hand it over in person or by another channel than e-mail.`
            : `Leave empty to keep the password. A new one (at least ${MIN_PASSWORD_LENGTH} characters) ends every session of the account.`
        }
      />
    </Box>
  );
};
