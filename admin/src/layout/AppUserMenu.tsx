import SecurityIcon from '@mui/icons-material/Security';
import { Logout, MenuItemLink, useGetIdentity, UserMenu } from 'react-admin';

// The menu button shows the signed-in e-mail; its accessible name must contain that text too (WCAG 2.5.3).
export const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (account menu)` : 'Account menu'}>
      <MenuItemLink to="/two-factor" primaryText="Two-factor sign-in" leftIcon={<SecurityIcon />} />
      <Logout />
    </UserMenu>
  );
};
