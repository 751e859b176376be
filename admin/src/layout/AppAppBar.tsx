import { AppBar, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';

/** react-admin's app bar, with the page title as the page's one h1. */
export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />}>
    {/* A long title (an applicant's name and id) ends in '…' on a phone, beside the bar's buttons. */}
    <TitlePortal
      component="h1"
      sx={{ minWidth: 0, whiteSpace: 'nowrap', '&, & .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    />
  </AppBar>
);
