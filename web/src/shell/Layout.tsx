import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Shell } from './Shell';
import { SiteQueries } from './SiteQueries';
import { usePageTitle } from './usePageTitle';

/**
 * The root route's element: the shell around the current page, which may suspend while its code loads. A new
 * page starts at its top (the submit button that led there sits at the bottom of a long form).
 */
export function Layout() {
  usePageTitle();
  const { t } = useTranslation();
  return (
    <SiteQueries>
      <Shell>
        <ScrollRestoration />
        <Suspense
          fallback={
            <p role="status" className="loading">
              {t('common.loading')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </Shell>
    </SiteQueries>
  );
}
