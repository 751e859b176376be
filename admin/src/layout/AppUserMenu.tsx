import SecurityIcon from '@mui/icons-material/Security';
import { forwardRef } from 'react';
import { Logout, MenuItemLink, useBasename, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';

// A link in the account menu closes the menu as it is chosen; left open it would cover the page it opens.
const TwoFactorMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      ref={ref}
      {...props}
      to={`${basename}/two-factor`}
      primaryText="Two-factor sign-in"
      leftIcon={<SecurityIcon />}
      onClick={userMenu?.onClose}
    />
  );
});
TwoFactorMenuItem.displayName = 'TwoFactorMenuItem';

// The menu button shows the signed-in e-mail; its accessible name must contain that text too (WCAG 2.5.3).
export const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (account menu)` : 'Account menu'}>
      <TwoFactorMenuItem />
      <Logout />
    </UserMenu>
  );
};
