import { useEffect, useState } from 'react';
import { Admin, type AdminProps, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { applications } from './applications';
import { auditLogs } from './audit-logs';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { getUser, type StaffRole } from './auth/session';
import { TwoFactorSetup } from './auth/TwoFactorSetup';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { enquiries } from './enquiries';
import { fees } from './fees';
import { formDefinitions } from './form-definitions';
import { formSubmissions } from './form-submissions';
import { forms } from './forms';
import { liveHelp } from './live-help';
import { AppLayout } from './layout/AppLayout';
import { ConsoleNotFound } from './layout/ConsoleNotFound';
import { outbox } from './outbox';
import { bankTransfers } from './bank-transfers';
import { refundRequests } from './refund-requests';
import { replyTemplates } from './reply-templates';
import { theme } from './theme';
import { users } from './users';

/**
 * What each role may use (the API checks the same on every call): staff work on applications, refund requests, enquiries
 * (with their saved replies) and the outbox; admins also keep fees, staff accounts, the audit log and the form definitions; editors only the form
 * definitions (with the audit entries of their versions).
 */
const resourcesFor = (role: StaffRole | undefined) => {
  const twoFactor = (
    <CustomRoutes>
      <Route path="/two-factor" element={<TwoFactorSetup />} />
    </CustomRoutes>
  );
  // Until the second factor an admin requires is set up, the API allows nothing else.
  if (getUser()?.must_set_up_two_factor) return twoFactor;
  if (role === 'editor') {
    return (
      <>
        {twoFactor}
        <Resource name="forms" {...forms} />
        <Resource name="form-definitions" {...formDefinitions} />
        <Resource name="audit-logs" />
      </>
    );
  }
  if (role !== 'admin' && role !== 'staff') return twoFactor;
  return (
    <>
      {twoFactor}
      <Resource name="applications" {...applications} />
      <Resource name="live-help" {...liveHelp} />
      <Resource name="enquiries" {...enquiries} />
      <Resource name="refund-requests" {...refundRequests} />
      <Resource name="bank-transfers" {...bankTransfers} />
      <Resource name="reply-templates" {...replyTemplates} />
      <Resource name="outbox" {...outbox} />
      {/* Staff read the forms (not make them) for their submissions. */}
      <Resource name="forms" {...forms} create={role === 'admin' ? forms.create : undefined} />
      <Resource name="form-submissions" {...formSubmissions} />
      {role === 'admin' ? (
        <>
          <Resource name="fees" {...fees} />
          <Resource name="users" {...users} />
          <Resource name="audit-logs" {...auditLogs} />
          <Resource name="form-definitions" {...formDefinitions} />
        </>
      ) : (
        // Staff read the history of applications and enquiries on their pages, not the whole log.
        <Resource name="audit-logs" />
      )}
    </>
  );
};

/** The console's own pages, in the places react-admin keeps for them. */
const pages = { loginPage: LoginPage, dashboard: Dashboard, layout: AppLayout, catchAll: ConsoleNotFound } satisfies Partial<AdminProps>;

const BackOffice = () => (
  <Admin
    basename="/admin"
    dataProvider={dataProvider}
    authProvider={authProvider}
    theme={theme}
    {...pages}
    requireAuth
    // Applicant data must not leave for third parties, and the API's CSP would block the ping anyway.
    disableTelemetry
    title="e-Visa back office"
  >
    {resourcesFor}
  </Admin>
);

// An address outside /admin belongs to the applicant site, which the server serves: a full page load, never React
// Router's bare 404 page.
const OutsideConsole = () => {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
};

// react-admin would otherwise create a hash router; real /admin/... paths can be bookmarked and shared
// between staff. A data router (not <BrowserRouter>) keeps react-admin's unsaved-changes guard working.
// basename and the route must match Vite's `base`, as the API serves this app under /admin.
export const App = () => {
  const [router] = useState(() =>
    createBrowserRouter([
      { path: '/admin/*', element: <BackOffice /> },
      { path: '*', element: <OutsideConsole /> },
    ]),
  );
  return <RouterProvider router={router} />;
};
