import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions } from 'react-admin';
import type { StaffRole } from './auth/session';

export const Dashboard = () => {
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<StaffRole>();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardHeader title="Welcome to the e-Visa back office" />
      <CardContent>
        <Typography>
          Signed in as <strong>{identity?.fullName}</strong>
          {role && <> with the role <strong>{role}</strong></>}.
        </Typography>
      </CardContent>
    </Card>
  );
};
