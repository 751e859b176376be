import { AppBar, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';

/** react-admin's app bar, with the page title as the page's one h1. */
export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />}>
    <TitlePortal component="h1" />
  </AppBar>
);
