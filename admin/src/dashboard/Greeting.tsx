import { Typography } from '@mui/material';
import { useGetIdentity, usePermissions } from 'react-admin';
import type { StaffRole } from '../auth/session';

export const Greeting = () => {
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<StaffRole>();
  return (
    <Typography variant="body2" color="text.secondary">
      Signed in as <strong>{identity?.fullName}</strong>
      {role && (
        <>
          {' '}
          with the role <strong>{role}</strong>
        </>
      )}
      .
    </Typography>
  );
};
