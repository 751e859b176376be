import { usePermissions } from 'react-admin';
import { getUser, type StaffRole } from '../auth/session';
import { TwoFactorSetup } from '../auth/TwoFactorSetup';
import { EditorDashboard } from './EditorDashboard';
import { Greeting } from './Greeting';
import { StaffDashboard } from './StaffDashboard';

/** Editors get the form definitions; admins and staff the figures of the applications. */
export const Dashboard = () => {
  const { permissions: role, isPending } = usePermissions<StaffRole>();
  if (isPending) return null;
  if (getUser()?.must_set_up_two_factor) return <TwoFactorSetup />;
  return role === 'editor' ? <EditorDashboard greeting={<Greeting />} /> : <StaffDashboard greeting={<Greeting />} />;
};
