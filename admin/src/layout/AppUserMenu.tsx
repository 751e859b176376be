import SecurityIcon from '@mui/icons-material/Security';
import { Logout, MenuItemLink, useBasename, useGetIdentity, UserMenu } from 'react-admin';

// The menu button shows the signed-in e-mail; its accessible name must contain that text too (WCAG 2.5.3).
export const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  const basename = useBasename();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (account menu)` : 'Account menu'}>
      <MenuItemLink to={`${basename}/two-factor`} primaryText="Two-factor sign-in" leftIcon={<SecurityIcon />} />
      <Logout />
    </UserMenu>
  );
};
