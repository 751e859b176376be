import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration } from '../router/router';
import { Shell } from './Shell';
import { SiteQueries } from './SiteQueries';
import { usePageTitle } from './usePageTitle';

/**
 * The frame of every route: the shell around the current page, which may suspend while its code loads. A new
 * page starts at its top (the submit button that led there sits at the bottom of a long form).
 */
export function Layout({ children }: { children: ReactNode }) {
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
          {children}
        </Suspense>
      </Shell>
    </SiteQueries>
  );
}
