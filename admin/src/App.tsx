import { useState } from 'react';
import { Admin, LoginWithEmail, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import applications from './applications';
import { authProvider } from './auth/authProvider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';

const BackOffice = () => (
  <Admin
    basename="/admin"
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginWithEmail}
    dashboard={Dashboard}
    requireAuth
    // Applicant data must not leave for third parties, and the API's CSP would block the ping anyway.
    disableTelemetry
    title="e-Visa back office"
  >
    <Resource name="applications" {...applications} />
  </Admin>
);

// react-admin would otherwise create a hash router; real /admin/... paths can be bookmarked and shared
// between staff. A data router (not <BrowserRouter>) keeps react-admin's unsaved-changes guard working.
// basename and the route must match Vite's `base`, as the API serves this app under /admin.
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '/admin/*', element: <BackOffice /> }]));
  return <RouterProvider router={router} />;
};
