import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Shell } from './Shell';
import { usePageTitle } from './usePageTitle';

/**
 * The root route's element: the shell around the current page, which may suspend while its code loads. A new
 * page starts at its top (the submit button that led there sits at the bottom of a long form).
 */
export function Layout() {
  usePageTitle();
  return (
    <Shell>
      <ScrollRestoration />
      <Suspense
        fallback={
          <p role="status" className="loading">
            Loading…
          </p>
        }
      >
        <Outlet />
      </Suspense>
    </Shell>
  );
}
