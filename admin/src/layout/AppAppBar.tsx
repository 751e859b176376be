import { AppBar, TitlePortal } from 'react-admin';
import { getUser } from '../auth/session';
import { LiveHelpBadge } from '../live-help/LiveHelpBadge';
import { AppUserMenu } from './AppUserMenu';

/** react-admin's app bar, with the page title as the page's one h1, and for staff and admins live help's badge. */
export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} toolbar={['admin', 'staff'].includes(getUser()?.role ?? '') ? <LiveHelpBadge /> : undefined}>
    {/* A long title (an applicant's name and id) ends in '…' on a phone, beside the bar's buttons. */}
    <TitlePortal
      component="h1"
      sx={{ minWidth: 0, whiteSpace: 'nowrap', '&, & .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    />
  </AppBar>
);
